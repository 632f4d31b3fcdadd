import { startTestApi, type TestApi } from '../../../test/api-harness';
import { LUCA, MAX_ORDERS, shopper } from '../../../test/order-helpers';
import { dialects } from '../../../test/test-database';
import { referralCodeOf } from '../../../domain/customer/support/referral-codes';

describe.each(dialects)('GET /api/cs/user/referral (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  it('gives each customer one code of their own, kept across calls, with the link and rewards', async () => {
    const max = await shopper(api, MAX_ORDERS);
    const first = await max.get('/api/cs/user/referral');
    expect(first.status).toBe(200);
    expect(first.body.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(first.body.link).toBe(`http://de.localhost:3000/?empfehlung=${first.body.code}`);
    expect(first.body).toMatchObject({
      referrerReward: { amount: 15, currency: 'EUR' },
      friendReward: { amount: 10, currency: 'EUR' },
    });
    expect((await max.get('/api/cs/user/referral')).body.code).toBe(first.body.code);

    const luca = await shopper(api, LUCA);
    const swiss = (await luca.get('/api/cs/user/referral')).body;
    expect(swiss.code).not.toBe(first.body.code);
    expect(swiss.link).toBe(`http://ch.localhost:3000/?empfehlung=${swiss.code}`);
    expect(swiss.referrerReward.currency).toBe('CHF');
  });

  it('draws again when a code is taken, and answers parallel first calls with one code', async () => {
    const max = await shopper(api, MAX_ORDERS);
    const taken = (await max.get('/api/cs/user/referral')).body.code;
    const luca = await shopper(api, LUCA);
    const customer = await api.database.db
      .selectFrom('customers')
      .select('id')
      .where('customer_id', '=', luca.customerId)
      .executeTakeFirstOrThrow();
    await api.database.db
      .deleteFrom('referral_codes')
      .where('customer_id', '=', customer.id)
      .execute();
    const draws = [taken, 'NEWCODE2'];
    expect(await referralCodeOf(api.database.db, customer.id, () => draws.shift()!)).toBe(
      'NEWCODE2',
    );

    await api.database.db
      .deleteFrom('referral_codes')
      .where('customer_id', '=', customer.id)
      .execute();
    const codes = await Promise.all(
      Array.from({ length: 5 }, () => referralCodeOf(api.database.db, customer.id)),
    );
    expect(new Set(codes).size).toBe(1);
  });

  it('answers 401 without a session', async () => {
    expect((await api.request('GET', '/api/cs/user/referral')).status).toBe(401);
  });
});
