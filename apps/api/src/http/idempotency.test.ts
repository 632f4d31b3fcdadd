import { startTestApi, type TestApi } from '../test/api-harness';
import { loginAs } from '../test/session-helpers';
import { ANNA, LUCA, orderNumber, SEQ, shopper } from '../test/order-helpers';
import { dialects } from '../test/test-database';

describe.each(dialects)('Idempotency-Key on order changes (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  it('replays the first answer for the same key, refuses the key with another body (422), and works without a key', async () => {
    const anna = await shopper(api, ANNA);
    const cookies = {
      av_access: (await loginAs(api, ANNA.email, { locale: ANNA.locale })).av_access,
    };
    const number = orderNumber(ANNA, SEQ.today);
    const cancel = (key: string | null, reason: string) =>
      api.request('POST', `/api/orders/order/${number}/cancel`, {
        cookies,
        locale: ANNA.locale,
        body: { external_customer_id: anna.customerId, reason_code: reason },
        headers: key ? { 'Idempotency-Key': key } : {},
      });

    const first = await cancel('klick-1', 'ORDERED_BY_MISTAKE');
    expect(first).toMatchObject({ status: 200, body: { status: 'cancelled' } });
    const retried = await cancel('klick-1', 'ORDERED_BY_MISTAKE');
    expect(retried).toMatchObject({ status: 200, body: first.body });
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect(await cancel('klick-1', 'FOUND_CHEAPER')).toMatchObject({
      status: 422,
      body: { errorKey: 'IDEMPOTENCY_KEY_REUSED' },
    });
    // Without a key, or with a new one, the repeat is a new request: already cancelled.
    expect(await cancel(null, 'ORDERED_BY_MISTAKE')).toMatchObject({ status: 409 });
    expect(await cancel('klick-2', 'ORDERED_BY_MISTAKE')).toMatchObject({ status: 409 });
    // The mail went out once.
    await api.drainOutbox();
    const mails = await api.database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', ANNA.email)
      .where('kind', 'like', '%cancel%')
      .execute();
    expect(mails).toHaveLength(1);
  });

  it('answers 20 parallel requests with one key by one cancel and 19 replays of its success, never 409', async () => {
    const luca = await shopper(api, LUCA);
    const number = orderNumber(LUCA, SEQ.today);
    const cancel = () =>
      api.request('POST', `/api/orders/order/${number}/cancel`, {
        cookies: luca.cookies,
        locale: LUCA.locale,
        body: { external_customer_id: luca.customerId, reason_code: 'CHANGED_MIND' },
        headers: { 'Idempotency-Key': 'doppelklick' },
      });
    const answers = await Promise.all(Array.from({ length: 20 }, cancel));
    const done = answers.filter((answer) => !answer.headers.get('idempotent-replayed'));
    expect(done).toHaveLength(1);
    const success = done[0];
    expect(success?.body).toMatchObject({ number, status: 'cancelled' });
    // The others waited for the one that did the cancel and answer what it answered.
    for (const answer of answers)
      expect(answer).toMatchObject({ status: 200, body: success!.body });
    const retried = await cancel();
    expect(retried).toMatchObject({ status: 200, body: success!.body });
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
  });

  it('stores the first answer with its key for replay', async () => {
    const stored = await api.database.db
      .selectFrom('idempotency_keys')
      .select(['idempotency_key', 'status_code'])
      .execute();
    expect(stored).toEqual(
      expect.arrayContaining([{ idempotency_key: 'klick-1', status_code: 200 }]),
    );
  });
});
