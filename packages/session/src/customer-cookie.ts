import { CUSTOMER_NUMBER_COOKIE } from '@account/contracts';

/**
 * The customer number of the session, from the page-readable cookie the customer service sets
 * at login and refresh and clears at logout; null when there is none (a visitor).
 */
export function customerNumberCookie(): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === CUSTOMER_NUMBER_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}
