import { paths, type PageType } from '@account/contracts';
import { remoteForPath } from '@account/federation';
import { matchPath } from '@account/router';

const typeOfArea: Partial<Record<string, PageType>> = {
  login: 'login',
  orders: 'orders',
  wishlist: 'wishlist',
  service: 'service',
};

/**
 * Spec section 9's tracking page types. The home of a customer without orders is the welcome
 * page (new accounts land there); every other account page is "account", pages outside the
 * account (post-logout, not found) "other".
 */
export function pageTypeOf(path: string, isNewCustomer: boolean): PageType {
  if (matchPath({ path: `/${paths.home.pattern}`, end: true }, path))
    return isNewCustomer ? 'welcome' : 'home';
  if (matchPath({ path: `/${paths.content.pattern}`, end: true }, path)) return 'content';
  const area = remoteForPath(path);
  if (!area) return 'other';
  return typeOfArea[area] ?? 'account';
}
