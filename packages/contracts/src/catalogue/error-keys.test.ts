import { catalogue } from './catalogue';
import { errorKeysOf, type ErrorKeyOf } from './endpoint';

type CancelOrderKey = ErrorKeyOf<typeof catalogue.orders.cancelOrder>;

// What a caller may be answered, typed from the declaration and listed at run time alike.
describe("an endpoint's error keys", () => {
  test('are its own and the ones its guards imply', () => {
    const keys: CancelOrderKey[] = [
      'ORDER_NOT_CANCELLABLE',
      'IDEMPOTENCY_KEY_REUSED',
      'NOT_LOGGED_IN',
      'FORBIDDEN_CROSS_SITE',
      'BAD_REQUEST',
    ];
    expect(errorKeysOf(catalogue.orders.cancelOrder)).toEqual(expect.arrayContaining(keys));
  });

  test('leave out what the endpoint cannot answer', () => {
    // @ts-expect-error the order cancellation never answers for a sold-out product
    const soldOut: CancelOrderKey = 'PRODUCT_SOLD_OUT';
    // @ts-expect-error a public call without reCAPTCHA never asks for a login
    const notLoggedIn: ErrorKeyOf<typeof catalogue.health.health> = 'NOT_LOGGED_IN';
    expect(errorKeysOf(catalogue.orders.cancelOrder)).not.toContain(soldOut);
    expect(errorKeysOf(catalogue.health.health)).not.toContain(notLoggedIn);
  });
});
