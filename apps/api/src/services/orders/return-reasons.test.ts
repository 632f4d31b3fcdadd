import { startTestApi, type TestApi } from '../../test/api-harness';
import { MAX_ORDERS, SEQ, orderNumber, shopper } from '../../test/order-helpers';
import { dialects } from '../../test/test-database';

interface ReturnedItem {
  id: string;
  title: string;
  quantity: number;
  status: string;
}

describe.each(dialects)('POST /api/orders/orders/return, a reason per item (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  it('keeps each item’s own reason, also on a part split off a line, and the order shows them', async () => {
    const max = await shopper(api, MAX_ORDERS);
    const number = orderNumber(MAX_ORDERS, SEQ.delivered);
    const order = (await max.get(`/api/order-history/order/${number}`)).body;
    const [pans, pillows] = order.items as ReturnedItem[];
    expect(pillows!.quantity).toBe(2);

    const response = await max.post('/api/orders/orders/return', {
      order_id: number,
      items: [
        { id: pans!.id, reason: 'DEFECTIVE' },
        { id: pillows!.id, quantity: 1, reason: 'DOES_NOT_FIT' },
      ],
    });
    expect(response.status).toBe(200);
    const splitPillow = (response.body.items as ReturnedItem[]).find(
      (item) => item.title === pillows!.title && item.status === 'returnRegistered',
    );
    const expected = {
      reason: null,
      itemIds: [pans!.id, splitPillow!.id],
      itemReasons: [
        { itemId: pans!.id, reason: 'DEFECTIVE' },
        { itemId: splitPillow!.id, reason: 'DOES_NOT_FIT' },
      ],
    };
    expect(response.body.returns[0]).toMatchObject(expected);
    // Stored, not only answered: the order read afterwards says the same.
    const read = (await max.get(`/api/order-history/order/${number}`)).body;
    expect(read.returns[0]).toMatchObject(expected);
  });

  it('gives the single reason of an older client to every item that has none of its own', async () => {
    const max = await shopper(api, MAX_ORDERS);
    const number = orderNumber(MAX_ORDERS, SEQ.deliveredRecently);
    const order = (await max.get(`/api/order-history/order/${number}`)).body;
    const [first, second] = (order.items as ReturnedItem[]).map((item) => item.id);

    const response = await max.post('/api/orders/orders/return', {
      order_id: number,
      items: [first, { id: second, reason: 'WRONG_ITEM' }],
      reason: 'CHANGED_MIND',
    });
    expect(response.status).toBe(200);
    expect(response.body.returns[0]).toMatchObject({
      reason: null,
      itemReasons: [
        { itemId: first, reason: 'CHANGED_MIND' },
        { itemId: second, reason: 'WRONG_ITEM' },
      ],
    });
  });

  it('answers 400 to an item named twice with different reasons, and to a reason not on the list', async () => {
    const max = await shopper(api, MAX_ORDERS);
    const number = orderNumber(MAX_ORDERS, SEQ.delivered);
    const order = (await max.get(`/api/order-history/order/${number}`)).body;
    const blanket = (order.items as ReturnedItem[]).find((item) => item.status === 'delivered');
    expect(
      await max.post('/api/orders/orders/return', {
        order_id: number,
        items: [
          { id: blanket!.id, reason: 'DEFECTIVE' },
          { id: blanket!.id, reason: 'OTHER' },
        ],
      }),
    ).toMatchObject({ status: 400 });
    expect(
      await max.post('/api/orders/orders/return', {
        order_id: number,
        items: [{ id: blanket!.id, reason: 'TOO_EXPENSIVE' }],
      }),
    ).toMatchObject({ status: 400 });
  });
});
