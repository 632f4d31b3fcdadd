import { sql } from 'kysely';
import { databaseBeforeMigration, insertCustomerC1 } from '../../test/database-before-migration';
import { dialects, type TestDatabase } from '../../test/test-database';
import { migrateToLatest } from '../migrate';

const THIS = '20261127031500-order-item-vat-rates';

describe.each(dialects)(`migration ${THIS} (%s)`, (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await databaseBeforeMigration(dialect, THIS);
    const db = database.db;
    await insertCustomerC1(db, { email: 'a@example.at', countryCode: 'AT' });
    await sql`insert into products (base_product_no, name, brand, image_svg, updated_at, category)
      values ('p-pan', 'Pfanne', 'B', '', 0, 'kitchen'), ('p-tea', 'Tee', 'B', '', 0, 'food'),
      ('p-rose', 'Rose', 'B', '', 0, 'plants')`.execute(db);
    for (const [id, country] of [
      ['o-at', 'AT'],
      ['o-ch', 'CH'],
    ] as const)
      await sql`insert into orders (id, order_number, customer_id, country_code, currency,
        payment_type, shipping_costs_cents, tracking_variant, delivery_first_name,
        delivery_last_name, delivery_street, delivery_street_number, delivery_zip_code,
        delivery_city, delivery_country_code, delivery_address_type, placed_at, updated_at)
        values (${id}, ${id}, 'c1', ${country}, 'EUR', 'INVOICE', 0, 'standard', 'A', 'B', 'S',
        '1', '1010', 'Wien', ${country}, 'POSTAL', 0, 0)`.execute(db);
    let position = 0;
    for (const order of ['o-at', 'o-ch'])
      for (const product of ['p-pan', 'p-tea', 'p-rose', 'p-gone'])
        await sql`insert into order_items (id, order_id, position, base_product_no, sku, title,
          single_price_cents, quantity, status, direct_supplier)
          values (${`${order}:${product}`}, ${order}, ${position++}, ${product}, ${product}, 'T',
          100, 1, 'delivered', 0)`.execute(db);
  });
  afterAll(() => database.drop());

  it("gives existing items their shop's rate for their product's category, the standard rate otherwise", async () => {
    await migrateToLatest(database.db, database.schema);
    const rows = await database.db
      .selectFrom('order_items')
      .select(['id', 'vat_rate_basis_points'])
      .orderBy('position')
      .execute();
    expect(Object.fromEntries(rows.map((row) => [row.id, row.vat_rate_basis_points]))).toEqual({
      'o-at:p-pan': 2000,
      'o-at:p-tea': 1000,
      'o-at:p-rose': 1300,
      'o-at:p-gone': 2000,
      'o-ch:p-pan': 810,
      'o-ch:p-tea': 260,
      'o-ch:p-rose': 260,
      'o-ch:p-gone': 810,
    });
  });
});
