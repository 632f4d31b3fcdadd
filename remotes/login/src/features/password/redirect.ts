import { safeRedirectTarget, type SetPasswordResult } from '@account/contracts';

export const CHECKOUT_PATH = '/checkout';

/**
 * Spec section 4: a new account goes to checkout when it came from the checkout light account,
 * else to the root; other reasons go to their redirectUri. Without one the customer goes to the
 * root (the account home) rather than an empty checkout. Targets are checked again here, against
 * this page's own origin.
 */
export function afterSetPassword(
  result: Pick<SetPasswordResult, 'reason' | 'origin' | 'redirectUri'>,
  origin: string,
): string {
  if (result.reason === 'NEW_ACCOUNT')
    return result.origin === 'checkoutLightAccount' ? CHECKOUT_PATH : '/';
  const target = safeRedirectTarget(result.redirectUri, [origin]);
  if (target.startsWith('/')) return target;
  const url = new URL(target);
  return `${url.pathname}${url.search}${url.hash}`;
}
