import { DEMO_PASSWORD } from '../../../seed/demo-customers';
import { startTestApi, type TestApi } from '../../../test/api-harness';
import { loginAs } from '../../../test/session-helpers';
import { dialects } from '../../../test/test-database';

describe.each(dialects)('deleting the account erases its addresses (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  it('removes every delivery address and the billing address, and nobody else’s', async () => {
    const db = api.database.db;
    const count = async (table: 'delivery_addresses' | 'billing_addresses', customerId: string) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .where('customer_id', '=', customerId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const idOf = async (email: string) =>
      (
        await db
          .selectFrom('customers')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).id;
    const max = await idOf('max.mustermann@example.de');
    const anna = await idOf('anna.huber@example.at');
    expect(await count('delivery_addresses', max)).toBeGreaterThan(0);
    expect(await count('billing_addresses', max)).toBe(1);

    const cookies = { av_access: (await loginAs(api, 'max.mustermann@example.de')).av_access };
    const response = await api.request('POST', '/api/cs/user/delete-account', {
      cookies,
      body: { password: DEMO_PASSWORD },
    });
    expect(response.status).toBe(200);

    expect(await count('delivery_addresses', max)).toBe(0);
    expect(await count('billing_addresses', max)).toBe(0);
    expect(await count('delivery_addresses', anna)).toBeGreaterThan(0);
  });
});
