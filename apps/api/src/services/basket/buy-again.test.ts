import { startTestApi, type TestApi } from '../../test/api-harness';
import { ANNA, LUCA, MAX_ORDERS, SEQ, orderNumber, shopper } from '../../test/order-helpers';
import { dialects } from '../../test/test-database';

describe.each(dialects)('POST /api/basket/basket/buy-again (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  const session = (seed: string) => seed.repeat(8).slice(0, 32);
  const buyAgain = (
    who: Awaited<ReturnType<typeof shopper>>,
    sessionId: string,
    body: unknown,
    locale = MAX_ORDERS.locale,
    idempotencyKey?: string,
  ) =>
    api.request('POST', '/api/basket/basket/buy-again', {
      body,
      cookies: who.cookies,
      locale,
      headers: {
        'X-SessionId': sessionId,
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      },
    });

  it('puts the available items of a delivered order into the basket in the quantities ordered and names the sold-out ones', async () => {
    const max = await shopper(api, MAX_ORDERS);
    const number = orderNumber(MAX_ORDERS, SEQ.delivered);
    const order = (await max.get(`/api/order-history/order/${number}`)).body;
    const [pans, pillow, blanket] = order.items;
    const { status, body } = await buyAgain(max, session('a1b2'), { order_number: number });
    expect(status).toBe(200);
    expect(body.added).toEqual([
      { itemIds: [pans.id], sku: pans.sku, title: pans.title, quantity: 1 },
      { itemIds: [blanket.id], sku: blanket.sku, title: blanket.title, quantity: 1 },
    ]);
    // The pillow's only variant has no stock left (seed/demo-catalogue.ts).
    expect(body.unavailable).toEqual([
      {
        itemIds: [pillow.id],
        sku: pillow.sku,
        title: pillow.title,
        quantity: 2,
        reason: 'SOLD_OUT',
      },
    ]);
    const basket = await api.request('GET', '/api/basket/basket', {
      cookies: max.cookies,
      headers: { 'X-SessionId': session('a1b2') },
    });
    expect(basket.body.items).toEqual([
      { baseProductNo: pans.baseProductNo, sku: pans.sku, quantity: 1 },
      { baseProductNo: blanket.baseProductNo, sku: blanket.sku, quantity: 1 },
    ]);
  });

  it('buys a single item again and adds it to what the basket holds', async () => {
    const anna = await shopper(api, ANNA);
    const number = orderNumber(ANNA, SEQ.deliveredRecently);
    const handbag = (await anna.get(`/api/order-history/order/${number}`)).body.items[0];
    const once = await buyAgain(
      anna,
      session('c3d4'),
      { order_number: number, item_ids: [handbag.id] },
      ANNA.locale,
    );
    expect(once.body).toMatchObject({
      added: [{ sku: handbag.sku, quantity: 1 }],
      unavailable: [],
    });
    const twice = await buyAgain(
      anna,
      session('c3d4'),
      { order_number: number, item_ids: [handbag.id] },
      ANNA.locale,
    );
    expect(twice.body.items).toEqual([
      { baseProductNo: handbag.baseProductNo, sku: handbag.sku, quantity: 2 },
    ]);
  });

  it('replays a buy-again sent again with its Idempotency-Key instead of adding the order twice', async () => {
    const anna = await shopper(api, ANNA);
    const number = orderNumber(ANNA, SEQ.deliveredRecently);
    const handbag = (await anna.get(`/api/order-history/order/${number}`)).body.items[0];
    const body = { order_number: number, item_ids: [handbag.id] };
    const first = await buyAgain(anna, session('e5f6'), body, ANNA.locale, 'buy-again-once');
    const retried = await buyAgain(anna, session('e5f6'), body, ANNA.locale, 'buy-again-once');
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect(retried.body).toEqual(first.body);
    expect(retried.body.items).toEqual([
      { baseProductNo: handbag.baseProductNo, sku: handbag.sku, quantity: 1 },
    ]);
  });

  it('names items no longer sold in the shop as discontinued: the vacuum is not sold in Switzerland', async () => {
    const luca = await shopper(api, LUCA);
    const number = orderNumber(LUCA, 10);
    const { body } = await buyAgain(luca, session('e5f6'), { order_number: number }, LUCA.locale);
    expect(body.added).toEqual([]);
    expect(body.unavailable).toMatchObject([
      { reason: 'DISCONTINUED', title: 'Akku-Handstaubsauger' },
    ]);
    expect(body.items).toEqual([]);
  });

  it("answers 404 for another customer's order or an item not in the order, 401 without login", async () => {
    const max = await shopper(api, MAX_ORDERS);
    const anna = await shopper(api, ANNA);
    const annas = orderNumber(ANNA, SEQ.delivered);
    expect((await buyAgain(max, session('a7b8'), { order_number: annas })).status).toBe(404);
    const maxs = orderNumber(MAX_ORDERS, SEQ.delivered);
    const annaItem = (await anna.get(`/api/order-history/order/${annas}`)).body.items[0].id;
    expect(
      (await buyAgain(max, session('a7b8'), { order_number: maxs, item_ids: [annaItem] })).status,
    ).toBe(404);
    const anonymous = await api.request('POST', '/api/basket/basket/buy-again', {
      body: { order_number: maxs },
      headers: { 'X-SessionId': session('a7b8') },
    });
    expect(anonymous.status).toBe(401);
    const basket = await api.request('GET', '/api/basket/basket', {
      cookies: max.cookies,
      headers: { 'X-SessionId': session('a7b8') },
    });
    expect(basket.body.items).toEqual([]);
  });
});
