import { randomBytes } from 'node:crypto';
import { IDEMPOTENCY_RETENTION_MS } from '../../http/idempotency';
import { startTestApi, type TestApi } from '../../test/api-harness';
import { loginAs, MAX } from '../../test/session-helpers';
import { dialects } from '../../test/test-database';

describe.each(dialects)('basket service (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  /** A shop session id of 128 bits, as the account's client makes them. */
  const session = (seed: string) => seed.repeat(6).slice(0, 32);
  const add = (
    sessionId: string | null,
    body: unknown,
    cookies?: Record<string, string>,
    idempotencyKey?: string,
  ) =>
    api.request('POST', '/api/basket/basket/items', {
      body,
      headers: {
        ...(sessionId ? { 'X-SessionId': sessionId } : {}),
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      },
      ...(cookies ? { cookies } : {}),
    });
  const read = (sessionId: string, cookies?: Record<string, string>) =>
    api.request('GET', '/api/basket/basket', {
      headers: { 'X-SessionId': sessionId },
      ...(cookies ? { cookies } : {}),
    });

  it('keeps one basket per X-SessionId and adds up repeated items', async () => {
    expect(
      await add(session('a1b2c3'), { base_product_no: '100001', sku: '100001-01', quantity: 1 }),
    ).toMatchObject({
      status: 201,
      body: { items: [{ baseProductNo: '100001', sku: '100001-01', quantity: 1 }] },
    });
    await add(session('a1b2c3'), { base_product_no: '100001', sku: '100001-01', quantity: 1 });
    await add(session('d4e5f6'), { base_product_no: '100002', sku: '100002-01', quantity: 1 });
    const first = await api.request('GET', '/api/basket/basket', {
      headers: { 'X-SessionId': session('a1b2c3') },
    });
    expect(first.body.items).toEqual([{ baseProductNo: '100001', sku: '100001-01', quantity: 2 }]);
    const second = await api.request('GET', '/api/basket/basket', {
      headers: { 'X-SessionId': session('d4e5f6') },
    });
    expect(second.body.items).toEqual([{ baseProductNo: '100002', sku: '100002-01', quantity: 1 }]);
  });

  it('refuses a sold-out variant with PRODUCT_SOLD_OUT and leaves the basket as it was', async () => {
    expect(
      await add(session('0a0b0c'), { base_product_no: '500103', sku: '500103-01', quantity: 1 }),
    ).toMatchObject({
      status: 409,
      body: { errorKey: 'PRODUCT_SOLD_OUT' },
    });
    const basket = await api.request('GET', '/api/basket/basket', {
      headers: { 'X-SessionId': session('0a0b0c') },
    });
    expect(basket.body.items).toEqual([]);
  });

  it('answers 404 for unknown variants or a variant of another product, 400 without a session id or quantity', async () => {
    expect(
      await add(session('0a0b0c'), { base_product_no: '100001', sku: '999999-01', quantity: 1 }),
    ).toMatchObject({ status: 404 });
    expect(
      await add(session('0a0b0c'), { base_product_no: '100002', sku: '100001-01', quantity: 1 }),
    ).toMatchObject({ status: 404 });
    expect(
      await add(null, { base_product_no: '100001', sku: '100001-01', quantity: 1 }),
    ).toMatchObject({ status: 400 });
    expect(
      await add('x', { base_product_no: '100001', sku: '100001-01', quantity: 1 }),
    ).toMatchObject({ status: 400 });
    expect(
      await add(session('0a0b0c'), { base_product_no: '100001', sku: '100001-01' }),
    ).toMatchObject({
      status: 400,
    });
  });

  it('refuses session ids shorter than 128 bits, which could be guessed', async () => {
    const item = { base_product_no: '100001', sku: '100001-01', quantity: 1 };
    expect(await add('a1b2c3', item)).toMatchObject({ status: 400 });
    expect(await add('a1b2c3'.repeat(5), item)).toMatchObject({ status: 400 });
    expect((await read('a1b2c3')).status).toBe(400);
  });

  it("binds a logged-in customer's basket to the login: its session id alone opens nothing", async () => {
    const sessionId = randomBytes(16).toString('hex');
    // Put in the basket as a guest, then logged in: the customer's basket keeps both.
    await add(sessionId, { base_product_no: '100001', sku: '100001-01', quantity: 1 });
    const max = { av_access: (await loginAs(api, MAX.email)).av_access };
    expect(
      await add(sessionId, { base_product_no: '100002', sku: '100002-01', quantity: 2 }, max),
    ).toMatchObject({
      status: 201,
      body: {
        items: [
          { sku: '100001-01', quantity: 1 },
          { sku: '100002-01', quantity: 2 },
        ],
      },
    });
    // Whoever has only the session id (a guest's call) sees an empty basket and fills another.
    expect((await read(sessionId)).body.items).toEqual([]);
    await add(sessionId, { base_product_no: '100003', sku: '100003-01', quantity: 1 });
    expect((await read(sessionId, max)).body.items).toEqual([
      { baseProductNo: '100001', sku: '100001-01', quantity: 1 },
      { baseProductNo: '100002', sku: '100002-01', quantity: 2 },
      { baseProductNo: '100003', sku: '100003-01', quantity: 1 },
    ]);
  });

  it("replays a customer's add sent again with its Idempotency-Key: one piece, not two", async () => {
    const sessionId = randomBytes(16).toString('hex');
    const max = { av_access: (await loginAs(api, MAX.email)).av_access };
    const item = { base_product_no: '100001', sku: '100001-01', quantity: 1 };
    const first = await add(sessionId, item, max, 'add-once');
    const retried = await add(sessionId, item, max, 'add-once');
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect(retried.body).toEqual(first.body);
    expect((await read(sessionId, max)).body.items).toEqual([
      { baseProductNo: '100001', sku: '100001-01', quantity: 1 },
    ]);
    // The same key with another product is a client's mistake, refused and not added.
    expect(
      await add(
        sessionId,
        { ...item, base_product_no: '100002', sku: '100002-01' },
        max,
        'add-once',
      ),
    ).toMatchObject({ status: 422, body: { errorKey: 'IDEMPOTENCY_KEY_REUSED' } });
    // A new click is a new key: a second piece.
    await add(sessionId, item, max, 'add-again');
    expect((await read(sessionId, max)).body.items).toEqual([
      { baseProductNo: '100001', sku: '100001-01', quantity: 2 },
    ]);
  });

  it("replays a guest's add sent again with its key, per shop session: one piece, not two", async () => {
    const sessionId = randomBytes(16).toString('hex');
    const item = { base_product_no: '100003', sku: '100003-01', quantity: 1 };
    const first = await add(sessionId, item, undefined, 'guest-key');
    expect(first.status).toBe(201);
    const again = await add(sessionId, item, undefined, 'guest-key');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await read(sessionId)).body.items).toEqual([
      { baseProductNo: '100003', sku: '100003-01', quantity: 1 },
    ]);
    // Another shop session's key of the same name is its own: its add is not a replay.
    const otherSession = randomBytes(16).toString('hex');
    const other = await add(otherSession, item, undefined, 'guest-key');
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect((await read(otherSession)).body.items).toEqual([
      { baseProductNo: '100003', sku: '100003-01', quantity: 1 },
    ]);
  });

  it("sweeps everyone's answers older than a day, the customers' and the guests', and keeps younger ones", async () => {
    const db = api.database.db;
    const { id: maxId } = await db
      .selectFrom('customers')
      .select('id')
      .where('email_normalized', '=', MAX.email)
      .executeTakeFirstOrThrow();
    const longAgo = Date.now() - IDEMPOTENCY_RETENTION_MS - 1_000;
    const answer = { request_hash: 'h', status_code: 201, response_body: '{"items":[]}' };
    await db
      .insertInto('idempotency_keys')
      .values([
        {
          owner: 'shop-session:gone',
          customer_id: null,
          idempotency_key: 'alt',
          ...answer,
          created_at: longAgo,
        },
        {
          owner: `customer:${maxId}`,
          customer_id: maxId,
          idempotency_key: 'alt',
          ...answer,
          created_at: longAgo,
        },
        {
          owner: 'shop-session:gone',
          customer_id: null,
          idempotency_key: 'neu',
          ...answer,
          created_at: Date.now(),
        },
      ])
      .execute();
    const item = { base_product_no: '100001', sku: '100001-01', quantity: 1 };
    await add(randomBytes(16).toString('hex'), item, undefined, 'sweeper');
    const left = await db
      .selectFrom('idempotency_keys')
      .select(['owner', 'idempotency_key'])
      .where('owner', 'in', ['shop-session:gone', `customer:${maxId}`])
      .where('idempotency_key', 'in', ['alt', 'neu'])
      .execute();
    expect(left).toEqual([{ owner: 'shop-session:gone', idempotency_key: 'neu' }]);
  });

  it('refuses a cross-site post without x-client-id', async () => {
    const response = await api.request('POST', '/api/basket/basket/items', {
      body: { base_product_no: '100001', sku: '100001-01', quantity: 1 },
      headers: { 'X-SessionId': session('a1b2c3') },
      withoutClientId: true,
    });
    expect(response.status).toBe(403);
  });

  it('answers 429 with Retry-After once one address has read too many baskets', async () => {
    const answers = [];
    for (let i = 0; i < 300; i += 1) answers.push(await read(randomBytes(16).toString('hex')));
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(answers.length - refused.length).toBeLessThanOrEqual(240);
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
