import { startTestApi, type TestApi } from '../../test/api-harness';
import { ANNA, LUCA, MAX_ORDERS, SEQ, orderNumber, shopper } from '../../test/order-helpers';
import { waitForMails } from '../../test/outbox';
import { dialects } from '../../test/test-database';

describe.each(dialects)('POST /api/orders/order/{number}/withdrawal (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  const withdraw = (customer: Awaited<ReturnType<typeof shopper>>, number: string) =>
    customer.post(`/api/orders/order/${number}/withdrawal`, {
      external_customer_id: customer.customerId,
    });

  it('records the withdrawal, mails the receipt with the time it arrived, and answers 409 to a repeat', async () => {
    const anna = await shopper(api, ANNA);
    const number = orderNumber(ANNA, SEQ.deliveredRecently);
    const response = await withdraw(anna, number);
    expect(response.status).toBe(200);
    expect(response.body.withdrawal).toMatchObject({ possible: false });
    expect(Date.now() - new Date(response.body.withdrawal.withdrawnAt).getTime()).toBeLessThan(
      60_000,
    );
    const [mail] = await waitForMails(api.database.db, ANNA.email, 'withdrawal-receipt');
    expect(mail?.subject).toBe(`Eingangsbestätigung Ihres Widerrufs zur Bestellung ${number}`);
    expect(mail?.text).toMatch(/haben wir am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr erhalten/);
    expect(mail?.text).toContain('Lederhandtasche, cognac');
    expect(await withdraw(anna, number)).toMatchObject({
      status: 409,
      body: { errorKey: 'ORDER_ALREADY_WITHDRAWN' },
    });
    expect(await waitForMails(api.database.db, ANNA.email, 'withdrawal-receipt')).toHaveLength(1);
  });

  it('answers 409 WITHDRAWAL_NOT_POSSIBLE after the 14 days and in the Swiss shop', async () => {
    const max = await shopper(api, MAX_ORDERS);
    expect(await withdraw(max, orderNumber(MAX_ORDERS, SEQ.partiallyReturned))).toMatchObject({
      status: 409,
      body: { errorKey: 'WITHDRAWAL_NOT_POSSIBLE' },
    });
    const luca = await shopper(api, LUCA);
    expect(await withdraw(luca, orderNumber(LUCA, SEQ.deliveredRecently))).toMatchObject({
      status: 409,
      body: { errorKey: 'WITHDRAWAL_NOT_POSSIBLE' },
    });
    expect(
      (await luca.get(`/api/order-history/order/${orderNumber(LUCA, SEQ.deliveredRecently)}`)).body
        .withdrawal.withdrawnAt,
    ).toBeNull();
  });

  it("answers 404 for another customer's order", async () => {
    const max = await shopper(api, MAX_ORDERS);
    expect(await withdraw(max, orderNumber(ANNA, SEQ.delivered))).toMatchObject({
      status: 404,
      body: { errorKey: 'NOT_FOUND' },
    });
  });
});
