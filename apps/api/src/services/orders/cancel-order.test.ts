import { startTestApi, type TestApi } from '../../test/api-harness';
import { ANNA, LUCA, MAX_ORDERS, SEQ, orderNumber, shopper } from '../../test/order-helpers';
import { waitForMails } from '../../test/outbox';
import { dialects } from '../../test/test-database';
import { runsAtShopNoon } from '../../test/shop-noon';

describe.each(dialects)('POST /api/orders/order/{number}/cancel (%s)', (dialect) => {
  runsAtShopNoon();
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  const cancel = (
    customer: Awaited<ReturnType<typeof shopper>>,
    number: string,
    reason = 'CHANGED_MIND',
  ) =>
    customer.post(`/api/orders/order/${number}/cancel`, {
      external_customer_id: customer.customerId,
      reason_code: reason,
    });

  it("cancels today's order, mails the confirmation, and answers 409 to a repeat", async () => {
    const max = await shopper(api, MAX_ORDERS);
    const number = orderNumber(MAX_ORDERS, SEQ.today);
    const response = await cancel(max, number);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      number,
      status: 'cancelled',
      total: 0,
      cancellation: { possible: false, minutesLeft: 0 },
    });
    const [mail] = await waitForMails(api.database.db, MAX_ORDERS.email, 'order-cancellation');
    expect(mail?.subject).toBe(`Ihre Bestellung ${number} ist storniert`);
    expect(mail?.text).toContain('innerhalb von 3 Tagen');
    expect(mail?.text).toContain(`http://de.localhost:3000/orders/${number}`);

    expect(await cancel(max, number)).toMatchObject({
      status: 409,
      body: { errorKey: 'ORDER_ALREADY_CANCELLED' },
    });
    expect((await max.get(`/api/order-history/order/${number}`)).body.status).toBe('cancelled');
  });

  it('lets exactly one of 20 parallel cancels succeed', async () => {
    const anna = await shopper(api, ANNA);
    const number = orderNumber(ANNA, SEQ.today);
    const responses = await Promise.all(Array.from({ length: 20 }, () => cancel(anna, number)));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(
      responses.filter((r) => r.status === 409 && r.body.errorKey === 'ORDER_ALREADY_CANCELLED'),
    ).toHaveLength(19);
    expect(await waitForMails(api.database.db, ANNA.email, 'order-cancellation')).toHaveLength(1);
  });

  it('answers 409 ORDER_NOT_CANCELLABLE for a dispatched order and one of an earlier day, changing nothing', async () => {
    const luca = await shopper(api, LUCA);
    for (const seq of [SEQ.dispatchedDirect, SEQ.yesterdayReceived]) {
      const number = orderNumber(LUCA, seq);
      const before = (await luca.get(`/api/order-history/order/${number}`)).body;
      expect(await cancel(luca, number)).toMatchObject({
        status: 409,
        body: { errorKey: 'ORDER_NOT_CANCELLABLE' },
      });
      expect((await luca.get(`/api/order-history/order/${number}`)).body).toEqual(before);
    }
  });

  it("answers 404 for another customer's order or external customer id", async () => {
    const max = await shopper(api, MAX_ORDERS);
    const luca = await shopper(api, LUCA);
    const lucasOrder = orderNumber(LUCA, SEQ.today);
    expect(await cancel(max, lucasOrder)).toMatchObject({
      status: 404,
      body: { errorKey: 'NOT_FOUND' },
    });
    expect(
      await max.post(`/api/orders/order/${orderNumber(MAX_ORDERS, SEQ.yesterdayReceived)}/cancel`, {
        external_customer_id: luca.customerId,
        reason_code: 'OTHER',
      }),
    ).toMatchObject({ status: 404 });
    expect((await luca.get(`/api/order-history/order/${lucasOrder}`)).body.status).toBe(
      'confirmed',
    );
  });

  it('needs a reason, a session and the client id', async () => {
    const luca = await shopper(api, LUCA);
    const number = orderNumber(LUCA, SEQ.today);
    expect(
      await luca.post(`/api/orders/order/${number}/cancel`, {
        external_customer_id: luca.customerId,
      }),
    ).toMatchObject({ status: 400 });
    expect(await cancel(luca, number, 'NO_REASON')).toMatchObject({ status: 400 });
    expect(
      await api.request('POST', `/api/orders/order/${number}/cancel`, {
        body: { external_customer_id: luca.customerId, reason_code: 'OTHER' },
      }),
    ).toMatchObject({
      status: 401,
    });
    expect(
      await api.request('POST', `/api/orders/order/${number}/cancel`, {
        body: {},
        withoutClientId: true,
      }),
    ).toMatchObject({ status: 403, body: { errorKey: 'FORBIDDEN_CROSS_SITE' } });
  });
});
