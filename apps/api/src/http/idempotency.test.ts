import type { Locale } from '@account/contracts';
import { sql } from 'kysely';
import { startTestApi, type TestApi } from '../test/api-harness';
import { loginAs } from '../test/session-helpers';
import { IDEMPOTENCY_STALE_MS, requestHashOf } from './idempotency';
import {
  ANNA,
  LUCA,
  MAX_ORDERS,
  orderNumber,
  SEQ,
  shopper,
  type Shopper,
} from '../test/order-helpers';
import { dialects } from '../test/test-database';
import { runsAtShopNoon } from '../test/shop-noon';

describe.each(dialects)('Idempotency-Key on order changes (%s)', (dialect) => {
  runsAtShopNoon();
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

  it('answers 503 while a key the earlier release marked running is young, and frees it after a minute', async () => {
    const max = await shopper(api, MAX_ORDERS);
    const number = orderNumber(MAX_ORDERS, SEQ.today);
    const path = `/api/orders/order/${number}/cancel`;
    const body = { external_customer_id: max.customerId, reason_code: 'CHANGED_MIND' };
    const cancel = () =>
      api.request('POST', path, {
        cookies: max.cookies,
        locale: MAX_ORDERS.locale,
        body,
        headers: { 'Idempotency-Key': 'alte-version' },
      });
    const { id } = await api.database.db
      .selectFrom('customers')
      .select('id')
      .where('email_normalized', '=', MAX_ORDERS.email)
      .executeTakeFirstOrThrow();
    // The release before claimed keys outside the change's transaction, committed as running.
    const claimedAt = (ago: number) =>
      api.database.db
        .insertInto('idempotency_keys')
        .values({
          owner: `customer:${id}`,
          customer_id: id,
          idempotency_key: 'alte-version',
          request_hash: requestHashOf('POST', path, body),
          status_code: 0,
          response_body: '',
          created_at: Date.now() - ago,
        })
        .onConflict((oc) =>
          oc.columns(['owner', 'idempotency_key']).doUpdateSet({ created_at: Date.now() - ago }),
        )
        .execute();

    await claimedAt(1_000);
    const busy = await cancel();
    expect(busy).toMatchObject({ status: 503, body: { errorKey: 'SERVICE_UNAVAILABLE' } });
    expect(busy.headers.get('retry-after')).toBe('1');
    await claimedAt(IDEMPOTENCY_STALE_MS);
    expect(await cancel()).toMatchObject({ status: 200, body: { number, status: 'cancelled' } });
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

/**
 * A cancel whose instance dies mid-request. Its answer is kept in the cancel's own transaction,
 * so the retry with the key finds either the first answer or nothing at all, never a key left
 * running (503 for a minute) nor a done cancel without its answer (409 on the retry).
 */
describe.each(dialects)('Idempotency-Key when the instance dies mid-cancel (%s)', (dialect) => {
  runsAtShopNoon();
  const LOST = 'antwort-verloren';
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect, {
      // The instance fails after the cancel committed, before a byte of its answer is sent, as
      // a killed one would: once, for the request with this key.
      extend: (app) => {
        let failed = false;
        app.addHook('preSerialization', async (request) => {
          if (failed || request.headers['idempotency-key'] !== LOST) return;
          failed = true;
          throw new Error('the instance died before answering');
        });
      },
    });
  });
  afterAll(() => api.close());

  const cancelWithKey = (customer: Shopper, order: string, locale: Locale, key: string) =>
    api.request('POST', `/api/orders/order/${order}/cancel`, {
      cookies: customer.cookies,
      locale,
      body: { external_customer_id: customer.customerId, reason_code: 'CHANGED_MIND' },
      headers: { 'Idempotency-Key': key },
    });

  it('replays the committed cancel to the retry (200, its body), not 409 ORDER_ALREADY_CANCELLED', async () => {
    const anna = await shopper(api, ANNA);
    const number = orderNumber(ANNA, SEQ.today);

    const lost = await cancelWithKey(anna, number, ANNA.locale, LOST);
    expect(lost.status).toBe(500);
    const retried = await cancelWithKey(anna, number, ANNA.locale, LOST);
    expect(retried).toMatchObject({ status: 200, body: { number, status: 'cancelled' } });
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    // What the first request would have answered: the order as it reads now.
    expect(retried.body).toEqual((await anna.get(`/api/order-history/order/${number}`)).body);
  });

  if (dialect === 'postgres')
    it('keeps no key running while the cancel is uncommitted: the retry after the connection died cancels at once', async () => {
      const luca = await shopper(api, LUCA);
      const number = orderNumber(LUCA, SEQ.today);
      const db = api.database.db;
      const keyRows = () =>
        db
          .selectFrom('idempotency_keys')
          .select('status_code')
          .where('idempotency_key', '=', 'abgebrochen')
          .execute();

      // The test holds the order: the cancel claims its key, then waits on the order's row.
      const first = await db.transaction().execute(async (trx) => {
        await trx
          .selectFrom('orders')
          .select('id')
          .where('order_number', '=', number)
          .forUpdate()
          .execute();
        const answer = cancelWithKey(luca, number, LUCA.locale, 'abgebrochen');
        let waiting: number | undefined;
        while (waiting === undefined) {
          const { rows } = await sql<{ pid: number }>`
            select pid from pg_stat_activity where pg_backend_pid() = any(pg_blocking_pids(pid))`.execute(
            trx,
          );
          waiting = rows[0]?.pid;
        }
        // Seen from elsewhere, the key is not there: nothing would keep a retry waiting.
        expect(await keyRows()).toEqual([]);
        // The instance's connection dies mid-transaction, as with the instance itself.
        await sql`select pg_terminate_backend(${waiting})`.execute(trx);
        return answer;
      });
      expect(first.status).toBeGreaterThanOrEqual(500);
      expect(await keyRows()).toEqual([]);

      const retried = await cancelWithKey(luca, number, LUCA.locale, 'abgebrochen');
      expect(retried).toMatchObject({ status: 200, body: { number, status: 'cancelled' } });
      expect(retried.headers.get('idempotent-replayed')).toBeNull();
    });
});
