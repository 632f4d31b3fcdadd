import type { Order, OrderRefund } from '@account/contracts';
import { receiveReturn } from '../../domain/orders/return-order';
import { issueRefund } from '../../domain/orders/refunds/refunds';
import { startTestApi, type TestApi } from '../../test/api-harness';
import {
  ANNA,
  LUCA,
  MAX_ORDERS,
  SEQ,
  orderNumber,
  ownOrder,
  shopper,
} from '../../test/order-helpers';
import { dialects } from '../../test/test-database';
import { runsAtShopNoon } from '../../test/shop-noon';

/** The demo orders with money back (seed/demo-orders.ts). */
const RETURNED_ON_PAYPAL = 10;
const CANCELLED_ON_PAYPAL = 11;

describe.each(dialects)('the money back of returns and cancellations (%s)', (dialect) => {
  runsAtShopNoon();
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  const orderOf = (customer: typeof MAX_ORDERS, seq: number) => ownOrder(api, customer, seq);
  const openInvoiceOf = async (customer: typeof MAX_ORDERS, seq: number) => {
    const session = await shopper(api, customer);
    const { invoices } = (await session.get('/api/orders/invoices/open')).body as {
      invoices: Array<{
        invoiceNumber: string;
        creditNotes: { amount: number }[];
        openAmount: number;
      }>;
    };
    return invoices.find((invoice) => invoice.invoiceNumber === `RE${orderNumber(customer, seq)}`);
  };
  const priceOf = (order: Order, itemIds: string[]) =>
    order.items
      .filter((item) => itemIds.includes(item.id))
      .reduce((sum, item) => sum + item.singlePrice * item.quantity, 0);

  it.each([
    ['DE', MAX_ORDERS, 'EUR'],
    ['AT', ANNA, 'EUR'],
    ['CH', LUCA, 'CHF'],
  ] as const)(
    'the %s shop’s demo customer has a return in each state and a cancellation refunded',
    async (_, customer, currency) => {
      const partlyReturned = await orderOf(customer, SEQ.partiallyReturned);
      const [credited, onItsWay] = partlyReturned.returns ?? [];
      const invoice = await openInvoiceOf(customer, SEQ.partiallyReturned);
      // The credit on the invoice is the refund: its amount is the credit note's, sent at once.
      expect(partlyReturned.refunds).toEqual<OrderRefund[]>([
        {
          returnCode: credited?.code ?? '',
          state: 'REFUND_ISSUED',
          amount: invoice?.creditNotes[0]?.amount ?? -1,
          currency,
          method: 'INVOICE',
          issuedAt: credited?.receivedAt ?? '',
          since: credited?.receivedAt ?? '',
        },
        {
          returnCode: onItsWay?.code ?? '',
          state: 'RETURN_REGISTERED',
          amount: null,
          currency,
          method: 'INVOICE',
          issuedAt: null,
          since: onItsWay?.registeredAt ?? '',
        },
      ]);
      expect(invoice?.creditNotes[0]?.amount).toBeCloseTo(
        priceOf(partlyReturned, credited?.itemIds ?? []),
        2,
      );

      // Paid with PayPal, no invoice: the parcel arrived, the money is on its way.
      const returned = await orderOf(customer, RETURNED_ON_PAYPAL);
      expect(returned.refunds).toEqual<OrderRefund[]>([
        {
          returnCode: returned.returns?.[0]?.code ?? '',
          state: 'RETURN_RECEIVED',
          amount: priceOf(returned, returned.returns?.[0]?.itemIds ?? []),
          currency,
          method: 'PAYPAL',
          issuedAt: null,
          since: returned.returns?.[0]?.receivedAt ?? '',
        },
      ]);

      const cancelled = await orderOf(customer, CANCELLED_ON_PAYPAL);
      const [refund] = cancelled.refunds ?? [];
      expect(refund).toMatchObject({ returnCode: null, state: 'REFUND_ISSUED', method: 'PAYPAL' });
      // What was paid: the cancelled items and the shipping.
      const paid = priceOf(
        cancelled,
        cancelled.items.map((item) => item.id),
      );
      expect(refund?.amount).toBeCloseTo(paid + (currency === 'CHF' ? 7.9 : 5.95), 2);
      expect(Date.parse(refund?.issuedAt ?? '')).toBeGreaterThan(
        Date.parse(cancelled.placedAtDateAndTime),
      );
    },
  );

  it('the account home shows the newest refund under way: the PayPal one whose parcel arrived yesterday', async () => {
    const session = await shopper(api, LUCA);
    const insights = (await session.get('/api/order-history/orders-insights')).body;
    const returned = await orderOf(LUCA, RETURNED_ON_PAYPAL);
    expect(insights.latestRefund).toEqual({
      orderNumber: returned.number,
      timeZone: 'Europe/Zurich',
      refund: returned.refunds?.[0],
    });
  });

  it('a return received on an order on invoice is credited on the invoice and refunded at once', async () => {
    const before = await orderOf(MAX_ORDERS, SEQ.partiallyReturned);
    const code = before.returns?.[1]?.code ?? '';
    const openBefore = (await openInvoiceOf(MAX_ORDERS, SEQ.partiallyReturned))?.openAmount ?? 0;

    expect(await receiveReturn(api.database.db, code)).toBe(true);

    const after = await orderOf(MAX_ORDERS, SEQ.partiallyReturned);
    const refund = after.refunds?.find((candidate) => candidate.returnCode === code);
    const amount = priceOf(after, after.returns?.[1]?.itemIds ?? []);
    expect(refund).toMatchObject({ state: 'REFUND_ISSUED', method: 'INVOICE', amount });
    expect(refund?.issuedAt).toBe(after.returns?.[1]?.receivedAt);
    const openAfter = (await openInvoiceOf(MAX_ORDERS, SEQ.partiallyReturned))?.openAmount ?? 0;
    expect(openBefore - openAfter).toBeCloseTo(amount, 2);
    // The payment service has nothing left to send for it.
    expect(await issueRefund(api.database.db, after.number, code)).toBe(false);
  });

  it('money paid with PayPal is issued when the payment service confirms it, once', async () => {
    const order = await orderOf(ANNA, RETURNED_ON_PAYPAL);
    const code = order.returns?.[0]?.code ?? '';
    const at = Date.now();
    expect(await issueRefund(api.database.db, order.number, code, at)).toBe(true);
    expect(await issueRefund(api.database.db, order.number, code, at + 1000)).toBe(false);
    expect((await orderOf(ANNA, RETURNED_ON_PAYPAL)).refunds?.[0]).toMatchObject({
      state: 'REFUND_ISSUED',
      issuedAt: new Date(at).toISOString(),
    });
  });

  it('cancelling an order paid in advance refunds what was paid; one on invoice not billed yet owes nothing back', async () => {
    const luca = await shopper(api, LUCA);
    const number = orderNumber(LUCA, SEQ.today);
    await api.database.db
      .updateTable('orders')
      .set({ payment_type: 'PAYPAL' })
      .where('order_number', '=', number)
      .execute();
    const before = await orderOf(LUCA, SEQ.today);
    const cancel = await luca.post(`/api/orders/order/${number}/cancel`, {
      external_customer_id: luca.customerId,
      reason_code: 'CHANGED_MIND',
    });
    expect(cancel.status).toBe(200);
    expect((cancel.body as Order).refunds).toEqual<OrderRefund[]>([
      {
        returnCode: null,
        state: 'ORDER_CANCELLED',
        amount: before.total,
        currency: 'CHF',
        method: 'PAYPAL',
        issuedAt: null,
        since: expect.any(String),
      },
    ]);
    expect(await issueRefund(api.database.db, number, null)).toBe(true);
    expect((await orderOf(LUCA, SEQ.today)).refunds?.[0]?.state).toBe('REFUND_ISSUED');

    const anna = await shopper(api, ANNA);
    const onInvoice = orderOf(ANNA, SEQ.today);
    const annaNumber = (await onInvoice).number;
    await anna.post(`/api/orders/order/${annaNumber}/cancel`, {
      external_customer_id: anna.customerId,
      reason_code: 'CHANGED_MIND',
    });
    const annaCancelled = await orderOf(ANNA, SEQ.today);
    expect(annaCancelled.status).toBe('cancelled');
    expect(annaCancelled.refunds).toEqual([]);
  });
});
