import { shopTimeZone, type Order } from '@account/contracts';
import { startTestApi, type TestApi } from '../../test/api-harness';
import { ANNA, LUCA, MAX_ORDERS, SEQ, orderNumber, shopper } from '../../test/order-helpers';
import { dialects } from '../../test/test-database';
import { runsAtShopNoon } from '../../test/shop-noon';

/** The shop-calendar day and hour of an instant, as the shop's customers read it. */
const shopClock = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

describe.each(dialects)('when an order arrives (%s)', (dialect) => {
  runsAtShopNoon();
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  it.each([
    ['DE', MAX_ORDERS],
    ['AT', ANNA],
    ['CH', LUCA],
  ] as const)(
    'an order out for delivery is expected by the end of today in %s',
    async (country, customer) => {
      const timeZone = shopTimeZone[country];
      const session = await shopper(api, customer);
      const { body, status } = await session.get(
        `/api/order-history/order/${orderNumber(customer, SEQ.inDelivery)}`,
      );
      expect(status).toBe(200);
      const order = body as Order;
      expect(order.deliveredAt).toBeNull();
      const expected = order.expectedDeliveryAt as string;
      const today = shopClock(new Date().toISOString(), timeZone).slice(0, 10);
      expect(shopClock(expected, timeZone)).toBe(`${today}, 18`);
      expect(Date.parse(order.dispatchedAt as string)).toBeGreaterThan(
        Date.parse(order.placedAtDateAndTime),
      );
      expect(Date.parse(order.dispatchedAt as string)).toBeLessThan(Date.now());
    },
  );

  it('the history says when each order was delivered, or when it is expected, and nothing for a cancelled one', async () => {
    const max = await shopper(api, MAX_ORDERS);
    const { body } = await max.get('/api/order-history/orders?limit=12');
    const bySeq = (seq: number) =>
      (body.orders as Order[]).find((o) => o.number === orderNumber(MAX_ORDERS, seq)) as Order;

    const delivered = bySeq(SEQ.delivered);
    expect(delivered.expectedDeliveryAt).toBeNull();
    expect(Date.parse(delivered.dispatchedAt as string)).toBeLessThan(
      Date.parse(delivered.deliveredAt as string),
    );

    const dispatched = bySeq(SEQ.dispatchedDirect);
    expect(dispatched.deliveredAt).toBeNull();
    expect(Date.parse(dispatched.expectedDeliveryAt as string)).toBeGreaterThan(Date.now());

    // Not yet dispatched: an estimate, but no dispatch date.
    const today = bySeq(SEQ.today);
    expect(today.dispatchedAt).toBeNull();
    expect(Date.parse(today.expectedDeliveryAt as string)).toBeGreaterThan(Date.now());

    const cancelled = bySeq(11);
    expect(cancelled.status).toBe('cancelled');
    expect([cancelled.dispatchedAt, cancelled.expectedDeliveryAt, cancelled.deliveredAt]).toEqual([
      null,
      null,
      null,
    ]);
  });
});
