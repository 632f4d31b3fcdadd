import { parseOptions } from '@node-rs/argon2';
import { shopDate, shopTimeZone } from '@account/contracts';
import { passwordMatches } from '../auth/passwords';
import { createTestDatabase, dialects, type TestDatabase } from '../test/test-database';
import { DEMO_PASSWORD } from './demo-customers';
import { seedDemoData } from './seed-demo-data';
import { demoPhoneCustomers } from './demo-phone-customers';

const PHONE_CUSTOMERS: string[] = demoPhoneCustomers.map((demo) => demo.customerNumber);

describe.each(dialects)('demo seed (%s)', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.drop());

  /** The demo customers with a password; the phone customers have their own test. */
  const allCustomers = () =>
    database.db
      .selectFrom('customers')
      .selectAll()
      .where('customer_number', 'not in', PHONE_CUSTOMERS)
      .orderBy('customer_number')
      .execute();

  it('creates exactly the demo customers, one per shop and one with a long history, marked as demo', async () => {
    await seedDemoData(database.db);
    const customers = await allCustomers();
    expect(
      customers.map((c) => [c.customer_number, c.email, c.first_name, c.last_name, c.country_code]),
    ).toEqual([
      ['10012345', 'max.mustermann@example.de', 'Max', 'Mustermann', 'DE'],
      ['10050500', 'erika.viel@example.de', 'Erika', 'Viel', 'DE'],
      ['20012345', 'anna.huber@example.at', 'Anna', 'Huber', 'AT'],
      ['30012345', 'luca.meier@example.ch', 'Luca', 'Meier', 'CH'],
    ]);
    for (const customer of customers) {
      expect(customer).toMatchObject({ customer_type: 'FULL', customer_class: 'DEMO' });
      expect(customer.date_of_birth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('adds a customer without password per e-mail shop, with an order to verify by, and takes the password away again', async () => {
    const phone = () =>
      database.db
        .selectFrom('customers')
        .selectAll()
        .where('customer_number', 'in', PHONE_CUSTOMERS)
        .orderBy('customer_number')
        .execute();
    expect((await phone()).map((c) => [c.email, c.password_hash, c.country_code])).toEqual([
      ['helga.telefon@example.de', null, 'DE'],
      ['ruedi.telefon@example.ch', null, 'CH'],
    ]);
    await database.db
      .updateTable('customers')
      .set({ password_hash: 'gesetzt' })
      .where('customer_number', 'in', PHONE_CUSTOMERS)
      .execute();
    await seedDemoData(database.db);
    expect((await phone()).map((c) => c.password_hash)).toEqual([null, null]);
    const orders = await database.db
      .selectFrom('orders')
      .select('order_number')
      .where(
        'order_number',
        'in',
        demoPhoneCustomers.map((demo) => demo.orderNumber),
      )
      .execute();
    expect(orders).toHaveLength(2);
  });

  it('hashes the demo password with Argon2id (m=19456, t=2, p=1)', async () => {
    for (const customer of await allCustomers()) {
      const hash = customer.password_hash ?? '';
      expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(parseOptions(hash)).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
      expect(await passwordMatches(hash, DEMO_PASSWORD)).toBe(true);
      expect(await passwordMatches(hash, 'sommer2026!')).toBe(false);
    }
  });

  const everything = async () => ({
    customers: await allCustomers(),
    orders: await database.db.selectFrom('orders').selectAll().orderBy('order_number').execute(),
    items: await database.db.selectFrom('order_items').selectAll().orderBy('id').execute(),
    invoices: await database.db
      .selectFrom('invoices')
      .selectAll()
      .orderBy('invoice_number')
      .execute(),
    products: await database.db
      .selectFrom('products')
      .selectAll()
      .orderBy('base_product_no')
      .execute(),
  });

  it('changes nothing when run again', async () => {
    const before = await everything();
    await seedDemoData(database.db);
    expect(await everything()).toEqual(before);
  });

  it('gives each shop customer every order status, one order of today, images and open invoices; Erika 500 orders', async () => {
    const { orders, items, invoices, products } = await everything();
    const customers = await allCustomers();
    const idOf = (number: string) => customers.find((c) => c.customer_number === number)?.id;
    const luca = orders.filter((o) => o.customer_id === idOf('30012345'));
    expect(luca).toHaveLength(12);
    expect(new Set(luca.map((o) => o.currency))).toEqual(new Set(['CHF']));
    const lucaItems = items.filter((i) => luca.some((o) => o.id === i.order_id));
    expect(new Set(lucaItems.map((i) => i.status))).toEqual(
      new Set([
        'received',
        'confirmed',
        'processing',
        'dispatched',
        'inDelivery',
        'delivered',
        'returnRegistered',
        'cancelled',
        'returned',
      ]),
    );
    expect(orders.filter((o) => o.customer_id === idOf('10050500'))).toHaveLength(500);
    expect(invoices.filter((i) => i.customer_id === idOf('10012345'))).toHaveLength(5);
    // Every ordered product is in the catalogue, which holds more (the wishlist's, the deals).
    const catalogue = new Set(products.map((p) => p.base_product_no));
    expect(items.every((i) => catalogue.has(i.base_product_no))).toBe(true);
    expect(products.every((p) => p.image_svg.startsWith('<svg'))).toBe(true);
  });

  it('repairs a changed demo customer back to the demo data', async () => {
    await database.db
      .updateTable('customers')
      .set({ first_name: 'Moritz', password_hash: null })
      .where('customer_number', '=', '10012345')
      .execute();
    await seedDemoData(database.db);
    const max = await database.db
      .selectFrom('customers')
      .selectAll()
      .where('customer_number', '=', '10012345')
      .executeTakeFirstOrThrow();
    expect(max.first_name).toBe('Max');
    expect(await passwordMatches(max.password_hash, DEMO_PASSWORD)).toBe(true);
    expect(await allCustomers()).toHaveLength(4);
  });

  it("dates today's order on the shop day it is seeded on, also just after the clocks went forward", async () => {
    // 00:30 on 30 March 2026 in Berlin, the night after the 23-hour day of the spring switch.
    const justAfterMidnight = new Date('2026-03-29T22:30:00Z');
    await seedDemoData(database.db, justAfterMidnight);
    const today = await database.db
      .selectFrom('orders')
      .select('placed_at')
      .where('order_number', '=', '71010001')
      .executeTakeFirstOrThrow();
    expect(shopDate(new Date(Number(today.placed_at)), shopTimeZone.DE)).toBe('2026-03-30');
    await seedDemoData(database.db);
  });
});
