import { DEMO_PASSWORD } from '../../seed/demo-customers';
import { startTestApi, type TestApi } from '../../test/api-harness';
import { loginAs } from '../../test/session-helpers';
import { dialects } from '../../test/test-database';

describe.each(dialects)('account deletion and payment data (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  it('erases the bank details and the contracted payment methods with the account', async () => {
    const email = 'erika.viel@example.de';
    const cookies = await loginAs(api, email);
    const { id } = await api.database.db
      .selectFrom('customers')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(
      await api.request('POST', '/api/payment/user/banking-details', {
        cookies,
        body: { account_holder: 'Erika Viel', iban: 'DE89370400440532013000' },
      }),
    ).toMatchObject({ status: 200 });
    const rowsOf = async () => [
      ...(await api.database.db
        .selectFrom('bank_details')
        .select('customer_id')
        .where('customer_id', '=', id)
        .execute()),
      ...(await api.database.db
        .selectFrom('customer_payment_methods')
        .select('customer_id')
        .where('customer_id', '=', id)
        .execute()),
    ];
    expect(await rowsOf()).toHaveLength(2);

    expect(
      await api.request('POST', '/api/cs/user/delete-account', {
        cookies,
        body: { password: DEMO_PASSWORD },
      }),
    ).toMatchObject({ status: 200 });
    expect(await rowsOf()).toEqual([]);
  });
});
