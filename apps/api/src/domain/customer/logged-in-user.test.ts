import { randomUUID } from 'node:crypto';
import { insertCustomer } from '../../test/customer-fixtures';
import { createTestDatabase, dialects, type TestDatabase } from '../../test/test-database';
import { saveBillingAddress } from './addresses/billing-address';
import { toLoggedInUser } from './logged-in-user';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 5, 15);

describe.each(dialects)('the logged-in user (%s)', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.drop());

  async function customerWithOrders(number: string, daysAgo: number[]) {
    await insertCustomer(database.db, { email: `k${number}@example.de`, customer_number: number });
    const customer = await database.db
      .selectFrom('customers')
      .selectAll()
      .where('customer_number', '=', number)
      .executeTakeFirstOrThrow();
    for (const days of daysAgo) {
      await database.db
        .insertInto('orders')
        .values({
          id: randomUUID(),
          order_number: `${number}-${days}`,
          customer_id: customer.id,
          country_code: 'DE',
          currency: 'EUR',
          payment_type: 'INVOICE',
          shipping_costs_cents: 0,
          tracking_variant: 'standard',
          delivery_salutation: null,
          delivery_first_name: 'Test',
          delivery_last_name: 'Kunde',
          delivery_street: 'Weg',
          delivery_street_number: '1',
          delivery_address_addition: null,
          delivery_zip_code: '10115',
          delivery_city: 'Berlin',
          delivery_country_code: 'DE',
          delivery_address_type: 'POSTAL',
          placed_at: NOW - days * DAY,
          delivered_at: null,
          cancelled_at: null,
          cancel_reason: null,
          withdrawn_at: null,
          updated_at: NOW,
        })
        .execute();
    }
    return customer;
  }

  it.each([
    ['without any order', [], true],
    ['whose latest order is older than two years', [800, 1200], true],
    ['with an order within the past two years', [1200, 700], false],
  ])('counts a customer %s as new: %s', async (_case, daysAgo, expected) => {
    const customer = await customerWithOrders(
      String(11000000 + daysAgo.length * 10 + (expected ? 1 : 2)),
      daysAgo,
    );
    expect((await toLoggedInUser(database.db, customer, customer.email, NOW)).isNewCustomer).toBe(
      expected,
    );
  });

  it('names the billing address by its id, and none before the customer has one', async () => {
    const customer = await customerWithOrders('11000099', [10]);
    const before = await toLoggedInUser(database.db, customer, customer.email, NOW);
    expect(before.billingAddressId).toBeNull();
    expect(before.isNewCustomer).toBe(false);
    const { id } = await saveBillingAddress(database.db, customer.id, {
      street: 'Hauptstraße',
      street_number: '5',
      zip_code: '10115',
      city: 'Berlin',
      country_code: 'DE',
    });
    const after = await toLoggedInUser(database.db, customer, customer.email, NOW);
    expect(after.billingAddressId).toBe(id);
    expect(after.isNewCustomer).toBe(false);
  });
});
