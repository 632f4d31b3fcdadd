import type { RemoteName } from './remotes';

/** One positional value per `:param` of a pattern. */
type ParamsOf<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [string | number, ...ParamsOf<Rest>]
  : P extends `${string}:${string}`
    ? [string | number]
    : [];

/**
 * A page of the account area, written once. `pattern` is what `<Route path>` takes (relative to
 * the account root, as in `areaRoutes`); calling it builds the link, e.g. `/orders/71010007`.
 * A pattern ending in `/*` has pages of its own below it; its link leads to the first of them.
 * Links start at the account root, never at the host's mount point: the router adds its
 * basename (`/dpl/av`, `/creators-hub`), so the same link works under every host
 * (docs/decisions/009-paths-written-once.md).
 */
export interface AccountPath<P extends string> {
  (...params: ParamsOf<P>): string;
  readonly pattern: P;
}

function accountPath<P extends string>(pattern: P): AccountPath<P> {
  const build = (...params: Array<string | number>) => {
    let next = 0;
    const path = pattern
      .replace(/\/\*$/, '')
      .replace(/:[^/]+/g, () => encodeURIComponent(String(params[next++])));
    return `/${path}`;
  };
  return Object.assign(build, { pattern }) as AccountPath<P>;
}

/** Pages of the host itself (apps/shell). */
export const shellPaths = {
  home: accountPath('home'),
  postLogout: accountPath('post-logout'),
  underConstruction: accountPath('under-construction'),
  pageNotFound: accountPath('page-not-found'),
  /**
   * A page of the content service shown in the frame: FAQ, legal pages, and the content views
   * after account deletion and after the legacy reset link (slugs in docs/decisions/README.md).
   */
  content: accountPath('content/:slug'),
  /** The living component catalogue; outside production only (docs/decisions/README.md). */
  componentCatalogue: accountPath('_catalogue'),
  /**
   * The creators hub's pages as seen from the account root (`creators-hub/` of spec section 2):
   * where login leads back to a hub page; the shell hands these to the hub.
   */
  creatorsHub: accountPath('creators-hub/*'),
};

/**
 * Every page of each area: at least one per route of `areaRoutes` (a test holds them together).
 * Areas not built yet have their start page; their remote adds the rest here.
 */
export const paths = {
  ...shellPaths,
  login: {
    start: accountPath('login'),
    socialLink: accountPath('login/social/link'),
    socialSignUpConfirm: accountPath('login/social/confirm'),
    socialCallback: accountPath('login/social/:provider'),
    legacySetPassword: accountPath('login/forgottenpassword/:token'),
    forgotPassword: accountPath('forgot-password/*'),
    setPassword: accountPath('set-password'),
    lightUserSetPassword: accountPath('light-user-set-password'),
    magicLink: accountPath('magic-link'),
  },
  orders: {
    history: accountPath('orders'),
    detail: accountPath('orders/:id'),
    returns: accountPath('orders/:id/returns'),
    cancelSuccess: accountPath('orders/:id/cancel-success'),
    withdrawal: accountPath('orders/:id/withdrawal'),
    openInvoices: accountPath('open-invoices'),
  },
  doi: {
    /** Absolute (spec section 2): see `absolutePages` in routes.ts. */
    newsletterCancelSubscription: accountPath('newsletter/cancelSubscription'),
    newsletterConfirmation: accountPath('newsletter/confirmation'),
    stockReminderConfirm: accountPath('stock-reminder/confirm-doi'),
    stockReminderUnsubscribe: accountPath('stock-reminder/unsubscribe'),
    emailChangeConfirm: accountPath('email-change/confirm-doi'),
    emailChangeUndo: accountPath('email-change/undo'),
    researchConfirmation: accountPath('research/confirmation'),
    unsubscribeUpsell: accountPath('unsubscribe/upsell'),
  },
  wishlist: {
    start: accountPath('wishlist'),
  },
  profile: {
    start: accountPath('my-profile'),
    changePassword: accountPath('change-password'),
    changeEmail: accountPath('change-email'),
    security: accountPath('security'),
    privacyCentre: accountPath('privacy-centre'),
    /** Meine Gutscheine (issue 40): every voucher with its state. */
    vouchers: accountPath('my-vouchers'),
    /** The page the data export mail links to (issue 26): downloads the ZIP with the link's token. */
    dataExport: accountPath('data-export'),
    accountVerification: accountPath('account-verification'),
    orderNumberVerification: accountPath('account-verification/order-number-verification'),
    customerNumberVerification: accountPath('account-verification/customer-number-verification'),
    addressVerification: accountPath('account-verification/address-verification'),
    customerServiceVerification: accountPath('account-verification/customer-service-verification'),
    verificationSuccess: accountPath('account-verification/success'),
  },
  addresses: {
    start: accountPath('my-addresses'),
    add: accountPath('my-addresses/add'),
    billing: accountPath('my-addresses/billing-address'),
    detail: accountPath('my-addresses/:id'),
  },
  payments: {
    start: accountPath('payment-methods'),
    edit: accountPath('payment-methods/edit'),
  },
  service: {
    referrals: accountPath('my-referrals'),
    contacts: accountPath('contacts'),
    contactForm: accountPath('contacts/form'),
    productHistory: accountPath('product-history'),
  },
  creators: {
    start: accountPath('followed-creators'),
  },
} satisfies typeof shellPaths & Record<RemoteName, Record<string, AccountPath<string>>>;

/**
 * Pages of the creators hub (apps/creators-hub), below the hub's own root (`/creators-hub`).
 * The account area reaches them through the runtime configuration's `hosts.creatorsHub`.
 */
export const creatorsHubPaths = {
  start: accountPath(''),
  creator: accountPath('creators/:id'),
};
