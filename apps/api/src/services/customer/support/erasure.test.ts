import { DEMO_PASSWORD } from '../../../seed/demo-customers';
import { startTestApi, type TestApi } from '../../../test/api-harness';
import { LUCA, MAX_ORDERS, shopper } from '../../../test/order-helpers';
import { loginAs } from '../../../test/session-helpers';
import { dialects } from '../../../test/test-database';

describe.each(dialects)('account deletion and the service area (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  it('erases the support requests and referral code of the deleted account, no one else’s', async () => {
    const request = {
      topic: 'account',
      message: 'Bitte löschen Sie mein Konto und alle Daten.',
    };
    const max = await shopper(api, MAX_ORDERS);
    const luca = await shopper(api, LUCA);
    await max.post('/api/cs/user/support-requests', { ...request, email: MAX_ORDERS.email });
    await luca.post('/api/cs/user/support-requests', { ...request, email: LUCA.email });
    await max.get('/api/cs/user/referral');
    await luca.get('/api/cs/user/referral');
    const rowsOf = async (customerId: string) => {
      const customer = await api.database.db
        .selectFrom('customers')
        .select('id')
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      const id = customer?.id ?? '';
      const [requests, codes] = await Promise.all([
        api.database.db
          .selectFrom('support_requests')
          .select('id')
          .where('customer_id', '=', id)
          .execute(),
        api.database.db
          .selectFrom('referral_codes')
          .select('code')
          .where('customer_id', '=', id)
          .execute(),
      ]);
      return { id, requests: requests.length, codes: codes.length };
    };
    const before = await rowsOf(max.customerId);
    expect(before).toMatchObject({ requests: 1, codes: 1 });

    const cookies = await loginAs(api, MAX_ORDERS.email);
    const deleted = await api.request('POST', '/api/cs/user/delete-account', {
      cookies,
      body: { password: DEMO_PASSWORD },
    });
    expect(deleted.status).toBeLessThan(300);
    const remaining = await Promise.all([
      api.database.db
        .selectFrom('support_requests')
        .select('id')
        .where('customer_id', '=', before.id)
        .execute(),
      api.database.db
        .selectFrom('referral_codes')
        .select('code')
        .where('customer_id', '=', before.id)
        .execute(),
    ]);
    expect(remaining).toEqual([[], []]);
    expect(await rowsOf(luca.customerId)).toMatchObject({ requests: 1, codes: 1 });
  });
});
