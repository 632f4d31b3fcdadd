import { sql } from 'kysely';
import { databaseBeforeMigration, insertCustomerC1 } from '../../test/database-before-migration';
import { dialects, type TestDatabase } from '../../test/test-database';
import { migrateToLatest } from '../migrate';

const THIS = '20261130034700-return-reason-per-item';

describe.each(dialects)(`migration ${THIS} (%s)`, (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await databaseBeforeMigration(dialect, THIS);
    const db = database.db;
    await insertCustomerC1(db);
    await sql`insert into orders (id, order_number, customer_id, country_code, currency,
      payment_type, shipping_costs_cents, tracking_variant, delivery_first_name,
      delivery_last_name, delivery_street, delivery_street_number, delivery_zip_code,
      delivery_city, delivery_country_code, delivery_address_type, placed_at, updated_at)
      values ('o1', 'o1', 'c1', 'DE', 'EUR', 'INVOICE', 0, 'standard', 'A', 'B', 'S', '1',
      '10115', 'Berlin', 'DE', 'POSTAL', 0, 0)`.execute(db);
    await sql`insert into order_returns (id, order_id, code, reason, registered_at)
      values ('r-fit', 'o1', 'Ro1-1', 'DOES_NOT_FIT', 0), ('r-none', 'o1', 'Ro1-2', null, 0)`.execute(
      db,
    );
    for (const [position, id, returnId] of [
      [0, 'i-fit', 'r-fit'],
      [1, 'i-none', 'r-none'],
      [2, 'i-kept', null],
    ] as const)
      await sql`insert into order_items (id, order_id, position, base_product_no, sku, title,
        single_price_cents, quantity, status, direct_supplier, return_id)
        values (${id}, 'o1', ${position}, 'p', 'p', 'T', 100, 1, 'delivered', 0, ${returnId})`.execute(
        db,
      );
  });
  afterAll(() => database.drop());

  it('gives the items of earlier returns their return’s reason, and no reason to the rest', async () => {
    await migrateToLatest(database.db, database.schema);
    const rows = await database.db
      .selectFrom('order_items')
      .select(['id', 'return_reason'])
      .orderBy('position')
      .execute();
    expect(Object.fromEntries(rows.map((row) => [row.id, row.return_reason]))).toEqual({
      'i-fit': 'DOES_NOT_FIT',
      'i-none': null,
      'i-kept': null,
    });
  });
});
