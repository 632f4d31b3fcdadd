import { startTestApi, type TestApi } from '../../test/api-harness';
import { ERIKA, LUCA, MAX_ORDERS, SEQ, orderNumber, shopper } from '../../test/order-helpers';
import { insertCustomer } from '../../test/customer-fixtures';
import { dialects } from '../../test/test-database';
import { hashPassword } from '../../auth/passwords';
import { DEMO_PASSWORD } from '../../seed/demo-customers';
import { encodeCursor } from '../../domain/order-history/cursor';
import { runsAtShopNoon } from '../../test/shop-noon';

describe.each(dialects)('order history service (%s)', (dialect) => {
  runsAtShopNoon();
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  it('GET orders pages through the history newest first, with items, images and amounts', async () => {
    const max = await shopper(api, MAX_ORDERS);
    const first = await max.get('/api/order-history/orders?address_strict_typing=true&limit=5');
    expect(first.status).toBe(200);
    expect(first.body.totalCount).toBe(12);
    expect(first.body.orders.map((o: { number: string }) => o.number)).toEqual(
      [1, 2, 3, 4, 5].map((seq) => orderNumber(MAX_ORDERS, seq)),
    );
    const today = first.body.orders[0];
    expect(today).toMatchObject({
      currency: 'EUR',
      paymentType: 'INVOICE',
      status: 'confirmed',
      subtotal: 65.97,
      shippingCosts: 5.95,
      total: 71.92,
      externalCustomerId: max.customerId,
      cancellation: { possible: true },
      deliveryAddress: {
        street: 'Musterstraße',
        zipCode: '10115',
        city: 'Berlin',
        countryCode: 'DE',
        type: 'POSTAL',
      },
    });
    expect(today.cancellation.minutesLeft).toBeGreaterThan(0);
    expect(today.items[0]).toMatchObject({
      title: 'Porzellan-Kaffeebecher, 4 Stück',
      singlePrice: 29.99,
      quantity: 1,
      imagePath: 'media/100007.svg',
    });

    const second = await max.get(
      `/api/order-history/orders?limit=5&cursor=${first.body.nextCursor}`,
    );
    const third = await max.get(
      `/api/order-history/orders?limit=5&cursor=${second.body.nextCursor}`,
    );
    expect(second.body.orders.map((o: { number: string }) => o.number)).toEqual(
      [6, 7, 8, 9, 10].map((seq) => orderNumber(MAX_ORDERS, seq)),
    );
    expect(third.body.orders).toHaveLength(2);
    expect(third.body.nextCursor).toBeNull();
  });

  it('shows every status of spec section 3 and Swiss orders in CHF', async () => {
    const luca = await shopper(api, LUCA);
    const { body } = await luca.get('/api/order-history/orders?limit=50');
    expect(body.orders.map((o: { status: string }) => o.status)).toEqual([
      'confirmed',
      'received',
      'processing',
      'dispatched',
      'inDelivery',
      'dispatched',
      'delivered',
      'delivered',
      // The pullover came back, the mugs are on their way back (issue 40's refunds).
      'returnRegistered',
      'returned',
      'cancelled',
      'partiallyCancelled',
    ]);
    expect(new Set(body.orders.map((o: { currency: string }) => o.currency))).toEqual(
      new Set(['CHF']),
    );
    expect(body.orders[0].timeZone).toBe('Europe/Zurich');
    expect(body.orders[7].withdrawal.possible).toBe(false);
  });

  it('pages through 500 orders without loading them at once', async () => {
    const erika = await shopper(api, ERIKA);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page = await erika.get(`/api/order-history/orders?limit=50${query}`);
      expect(page.status).toBe(200);
      expect(page.body.orders.length).toBeLessThanOrEqual(50);
      seen.push(
        ...page.body.orders.map((o: { placedAtDateAndTime: string }) => o.placedAtDateAndTime),
      );
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(500);
    expect([...seen].sort().reverse()).toEqual(seen);
  });

  it('counts all orders on a page past the last one, too', async () => {
    const max = await shopper(api, MAX_ORDERS);
    const pastTheEnd = encodeCursor({ placedAt: 1, id: 'a' });
    expect(await max.get(`/api/order-history/orders?limit=5&cursor=${pastTheEnd}`)).toMatchObject({
      status: 200,
      body: { orders: [], nextCursor: null, totalCount: 12 },
    });
  });

  it('refuses a limit out of range and a forged cursor with 400', async () => {
    const max = await shopper(api, MAX_ORDERS);
    expect((await max.get('/api/order-history/orders?limit=0')).status).toBe(400);
    expect((await max.get('/api/order-history/orders?limit=51')).status).toBe(400);
    expect(await max.get('/api/order-history/orders?cursor=bm9wZQ')).toMatchObject({
      status: 400,
      body: { errorKey: 'BAD_REQUEST' },
    });
  });

  it('GET order/{id} answers the own order and 404 for anyone else’s or an unknown one', async () => {
    const max = await shopper(api, MAX_ORDERS);
    const own = await max.get(
      `/api/order-history/order/${orderNumber(MAX_ORDERS, SEQ.yesterdayReceived)}?address_strict_typing=true&origin=SHOP`,
    );
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      status: 'received',
      trackingVariant: 'checked',
      cancellation: { possible: false, minutesLeft: 0 },
    });
    expect(await max.get(`/api/order-history/order/${orderNumber(LUCA, 1)}`)).toMatchObject({
      status: 404,
      body: { errorKey: 'NOT_FOUND' },
    });
    expect(await max.get('/api/order-history/order/99999999')).toMatchObject({
      status: 404,
      body: { errorKey: 'NOT_FOUND' },
    });
    expect(
      await max.get(`/api/order-history/order/${orderNumber(MAX_ORDERS, 1)}?origin=APP`),
    ).toMatchObject({ status: 400 });
  });

  it('answers 401 NOT_LOGGED_IN without a session', async () => {
    for (const path of ['orders', 'order/71010001', 'orders-insights']) {
      expect(await api.request('GET', `/api/order-history/${path}`)).toMatchObject({
        status: 401,
        body: { errorKey: 'NOT_LOGGED_IN' },
      });
    }
  });

  it('GET orders-insights counts the history; a customer without orders is new', async () => {
    const max = await shopper(api, MAX_ORDERS);
    const insights = await max.get('/api/order-history/orders-insights');
    expect(insights.body).toMatchObject({
      totalOrders: 12,
      totalReturnedOrders: 2,
      cancelledOrders: 1,
      ordersInProgress: 6,
      isNewCustomer: false,
      returnRate: 2 / 12,
    });
    expect(new Date(insights.body.latestOrderPlacedAt).getTime()).toBeLessThanOrEqual(Date.now());

    await insertCustomer(api.database.db, {
      email: 'neu.kunde@example.de',
      customer_number: '10055555',
      password_hash: await hashPassword(DEMO_PASSWORD),
    });
    const fresh = await shopper(api, { email: 'neu.kunde@example.de', locale: 'de-DE' });
    expect((await fresh.get('/api/order-history/orders-insights')).body).toEqual({
      latestRefund: null,
      totalOrders: 0,
      totalReturnedOrders: 0,
      cancelledOrders: 0,
      ordersInProgress: 0,
      latestOrderPlacedAt: null,
      isNewCustomer: true,
      returnRate: 0,
    });
    expect((await fresh.get('/api/order-history/orders')).body).toEqual({
      orders: [],
      nextCursor: null,
      totalCount: 0,
      years: [],
    });
  });
});
