import { Order, OrderRefund, type RefundState } from './orders';
import { latestRefund, refundMethodOf } from './order-refund';

it('sends the money back the way it came', () => {
  expect(refundMethodOf('INVOICE')).toBe('INVOICE');
  expect(refundMethodOf('DIRECT_DEBIT')).toBe('ACCOUNT');
  expect(refundMethodOf('PAYPAL')).toBe('PAYPAL');
});

it('takes a refund issued for a return and one still waiting for its parcel', () => {
  expect(
    OrderRefund.parse({
      returnCode: 'R71010007-1',
      state: 'REFUND_ISSUED',
      amount: 129,
      currency: 'EUR',
      method: 'INVOICE',
      issuedAt: '2026-11-28T10:00:00.000Z',
      since: '2026-11-28T10:00:00.000Z',
    }).amount,
  ).toBe(129);
  expect(() =>
    OrderRefund.parse({
      returnCode: null,
      state: 'REFUNDED',
      amount: null,
      currency: 'CHF',
      method: 'ACCOUNT',
      issuedAt: null,
      since: '2026-11-28T10:00:00.000Z',
    }),
  ).toThrow();
});

it('leaves refunds optional, so orders of a service without them still parse', () => {
  expect(Order.shape.refunds.safeParse(undefined).success).toBe(true);
});

describe('the refund the account home shows', () => {
  const now = new Date('2026-11-30T12:00:00Z');
  const entry = (orderNumber: string, state: RefundState, since: string) => ({
    orderNumber,
    refund: { state, since },
  });

  it('is the newest one under way, even when one was issued since', () => {
    const shown = latestRefund(
      [
        entry('1', 'RETURN_REGISTERED', '2026-11-20T09:00:00Z'),
        entry('2', 'RETURN_RECEIVED', '2026-11-29T09:00:00Z'),
        entry('3', 'REFUND_ISSUED', '2026-11-30T09:00:00Z'),
      ],
      now,
    );
    expect(shown?.orderNumber).toBe('2');
  });

  it('puts money due before a return announced later, whose parcel may still be at home', () => {
    const shown = latestRefund(
      [
        entry('1', 'RETURN_RECEIVED', '2026-11-28T09:00:00Z'),
        entry('2', 'RETURN_REGISTERED', '2026-11-30T09:00:00Z'),
        entry('3', 'ORDER_CANCELLED', '2026-11-29T09:00:00Z'),
      ],
      now,
    );
    expect(shown?.orderNumber).toBe('3');
    expect(
      latestRefund([entry('2', 'RETURN_REGISTERED', '2026-11-30T09:00:00Z')], now)?.orderNumber,
    ).toBe('2');
  });

  it('is the newest issued one for 14 days, then none', () => {
    const issued = [
      entry('1', 'REFUND_ISSUED', '2026-11-10T09:00:00Z'),
      entry('2', 'REFUND_ISSUED', '2026-11-17T09:00:00Z'),
    ];
    expect(latestRefund(issued, now)?.orderNumber).toBe('2');
    expect(latestRefund(issued, new Date('2026-12-02T09:00:00Z'))).toBeNull();
    expect(latestRefund([], now)).toBeNull();
  });
});
