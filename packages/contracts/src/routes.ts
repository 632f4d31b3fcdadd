import type { RemoteName } from './remotes';

export interface AreaRoute {
  /** Relative to the account root; "/*" where the area has sub-pages. */
  path: string;
  /** Needs a logged-in customer (spec section 2). */
  protected: boolean;
}

/**
 * Which remote owns which top-level route of spec section 2. The host registers these paths (for
 * guards and the frame); the remote renders its own <Routes> for the same paths below them.
 */
export const areaRoutes: Record<RemoteName, AreaRoute[]> = {
  login: [
    { path: 'login/*', protected: false },
    { path: 'forgot-password/*', protected: false },
    { path: 'set-password', protected: false },
    { path: 'light-user-set-password', protected: false },
    { path: 'magic-link', protected: false },
  ],
  // Pages opened from mails: one route each, no start page of their own to show.
  doi: [
    { path: 'newsletter/cancelSubscription', protected: false },
    { path: 'newsletter/confirmation', protected: false },
    { path: 'stock-reminder/confirm-doi', protected: false },
    { path: 'stock-reminder/unsubscribe', protected: false },
    { path: 'email-change/confirm-doi', protected: false },
    { path: 'email-change/undo', protected: false },
    { path: 'research/confirmation', protected: false },
    { path: 'unsubscribe/upsell', protected: false },
  ],
  orders: [
    { path: 'orders/*', protected: true },
    { path: 'open-invoices', protected: true },
  ],
  wishlist: [{ path: 'wishlist', protected: true }],
  profile: [
    { path: 'my-profile', protected: true },
    { path: 'change-password', protected: true },
    { path: 'change-email', protected: true },
    { path: 'security', protected: true },
    { path: 'privacy-centre', protected: true },
    { path: 'my-vouchers', protected: true },
    { path: 'data-export', protected: true },
    { path: 'account-verification/*', protected: true },
  ],
  addresses: [{ path: 'my-addresses/*', protected: true }],
  payments: [{ path: 'payment-methods/*', protected: true }],
  service: [
    { path: 'my-referrals', protected: true },
    { path: 'contacts/*', protected: true },
    { path: 'product-history', protected: true },
  ],
  creators: [{ path: 'followed-creators', protected: true }],
};

/**
 * Pages at an absolute path (spec section 2): the shop links them at its host's root, whatever
 * the account root is. Locally the root is "/", so nothing differs; deployed under /dpl/av the
 * shell server (and nginx) redirect `/newsletter/cancelSubscription?…` into the account root,
 * where the route above renders it (docs/decisions/024-double-opt-in.md).
 */
export const absolutePages = {
  newsletterCancelSubscription: 'newsletter/cancelSubscription',
} as const;

const withoutWildcard = (path: string) => path.replace(/\/\*$/, '');

/** Whether a page pattern (a `<Route path>`) is the route itself or lies below a route ending in "/*". */
export function isWithinRoute(pattern: string, route: AreaRoute): boolean {
  const page = withoutWildcard(pattern);
  const top = withoutWildcard(route.path);
  return page === top || (route.path.endsWith('/*') && page.startsWith(`${top}/`));
}

/** Whether a page pattern is the start of the route, the page its top-level link leads to. */
export function isRouteStart(pattern: string, route: AreaRoute): boolean {
  return withoutWildcard(pattern) === withoutWildcard(route.path);
}
