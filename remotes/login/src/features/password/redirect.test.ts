import { afterSetPassword, CHECKOUT_PATH } from './redirect';

const origin = 'http://de.localhost:3000';

describe('where set-password leads (spec section 4)', () => {
  it('sends a new account from the checkout light account to checkout, others to the root', () => {
    expect(
      afterSetPassword(
        { reason: 'NEW_ACCOUNT', origin: 'checkoutLightAccount', redirectUri: null },
        origin,
      ),
    ).toBe(CHECKOUT_PATH);
    expect(
      afterSetPassword(
        { reason: 'NEW_ACCOUNT', origin: 'accountLightAccount', redirectUri: '/orders' },
        origin,
      ),
    ).toBe('/');
  });

  it('follows the redirectUri of a reset when it stays on this shop', () => {
    expect(
      afterSetPassword(
        { reason: 'RESET', origin: null, redirectUri: `${origin}/orders?x=1` },
        origin,
      ),
    ).toBe('/orders?x=1');
    expect(
      afterSetPassword({ reason: 'RESET', origin: null, redirectUri: '/wishlist' }, origin),
    ).toBe('/wishlist');
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    null,
  ])('falls back to the root for %j', (redirectUri) => {
    expect(afterSetPassword({ reason: 'RESET', origin: null, redirectUri }, origin)).toBe('/');
  });
});
