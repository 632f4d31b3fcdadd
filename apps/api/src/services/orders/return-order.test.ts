import { startTestApi, type TestApi } from '../../test/api-harness';
import { ANNA, LUCA, MAX_ORDERS, SEQ, orderNumber, shopper } from '../../test/order-helpers';
import { dialects } from '../../test/test-database';

describe.each(dialects)('POST /api/orders/orders/return (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  it('returns chosen delivered items, lowers the open invoice, and answers 409 to the same return again', async () => {
    const max = await shopper(api, MAX_ORDERS);
    const number = orderNumber(MAX_ORDERS, SEQ.delivered);
    const order = (await max.get(`/api/order-history/order/${number}`)).body;
    const openBefore = (await max.get('/api/orders/invoices/open')).body;
    const pans = order.items[0].id;

    const response = await max.post('/api/orders/orders/return', {
      order_id: number,
      items: [pans],
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'partiallyReturned', returnedOrder: true });
    expect(response.body.items.map((i: { status: string }) => i.status)).toEqual([
      'returned',
      'delivered',
      'delivered',
    ]);
    const openAfter = (await max.get('/api/orders/invoices/open')).body;
    expect(openAfter.balance).toBeCloseTo(openBefore.balance - 89.99, 2);

    expect(
      await max.post('/api/orders/orders/return', { order_id: number, items: [pans] }),
    ).toMatchObject({
      status: 409,
      body: { errorKey: 'ORDER_ALREADY_RETURNED' },
    });
    const rest = order.items.slice(1).map((i: { id: string }) => i.id);
    expect(
      (await max.post('/api/orders/orders/return', { order_id: number, items: rest })).body.status,
    ).toBe('returned');
    expect((await max.get('/api/cs/user/personal-details')).body).toMatchObject({
      totalOrders: 12,
      totalReturnedOrders: 3,
    });
  });

  it('lets exactly one of 10 parallel returns of the same item succeed', async () => {
    const luca = await shopper(api, LUCA);
    const number = orderNumber(LUCA, SEQ.deliveredRecently);
    const item = (await luca.get(`/api/order-history/order/${number}`)).body.items[0].id;
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        luca.post('/api/orders/orders/return', { order_id: number, items: [item] }),
      ),
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(9);
  });

  it('answers 409 ORDER_NOT_RETURNABLE for items not delivered yet', async () => {
    const max = await shopper(api, MAX_ORDERS);
    const number = orderNumber(MAX_ORDERS, SEQ.inDelivery);
    const item = (await max.get(`/api/order-history/order/${number}`)).body.items[0].id;
    expect(
      await max.post('/api/orders/orders/return', { order_id: number, items: [item] }),
    ).toMatchObject({
      status: 409,
      body: { errorKey: 'ORDER_NOT_RETURNABLE' },
    });
  });

  it('accepts a return on the 30th day after delivery and answers 409 ORDER_NOT_RETURNABLE from the 31st', async () => {
    const anna = await shopper(api, ANNA);
    const DAY = 86_400_000;
    const deliveredDaysAgo = async (seq: number, days: number) => {
      const number = orderNumber(ANNA, seq);
      await api.database.db
        .updateTable('orders')
        .set({ delivered_at: Date.now() - days * DAY })
        .where('order_number', '=', number)
        .execute();
      return (await anna.get(`/api/order-history/order/${number}`)).body;
    };
    const late = await deliveredDaysAgo(SEQ.delivered, 31);
    expect(late.returnPeriod).toMatchObject({ possible: false });
    expect(
      await anna.post('/api/orders/orders/return', {
        order_id: late.number,
        items: [late.items[0].id],
      }),
    ).toMatchObject({
      status: 409,
      body: { errorKey: 'ORDER_NOT_RETURNABLE' },
    });
    const lastDay = await deliveredDaysAgo(SEQ.deliveredRecently, 30);
    expect(lastDay.returnPeriod).toMatchObject({
      possible: true,
      until: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(
      (
        await anna.post('/api/orders/orders/return', {
          order_id: lastDay.number,
          items: [lastDay.items[0].id],
        })
      ).status,
    ).toBe(200);
  });

  it("answers 404 for another customer's order, 400 without items or with an item of another order", async () => {
    const max = await shopper(api, MAX_ORDERS);
    const luca = await shopper(api, LUCA);
    const lucasOrder = (
      await luca.get(`/api/order-history/order/${orderNumber(LUCA, SEQ.delivered)}`)
    ).body;
    expect(
      await max.post('/api/orders/orders/return', {
        order_id: lucasOrder.number,
        items: [lucasOrder.items[0].id],
      }),
    ).toMatchObject({
      status: 404,
      body: { errorKey: 'NOT_FOUND' },
    });
    expect((await luca.get(`/api/order-history/order/${lucasOrder.number}`)).body.status).toBe(
      'delivered',
    );
    const own = orderNumber(MAX_ORDERS, SEQ.deliveredRecently);
    expect(await max.post('/api/orders/orders/return', { order_id: own, items: [] })).toMatchObject(
      { status: 400 },
    );
    expect(
      await max.post('/api/orders/orders/return', {
        order_id: own,
        items: [lucasOrder.items[0].id],
      }),
    ).toMatchObject({ status: 400 });
  });
});
