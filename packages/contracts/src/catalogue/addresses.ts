// Written by `pnpm openapi` (apps/api/src/client-addresses.ts); `pnpm openapi --check` fails when stale.
// What the api-client needs to call an endpoint, without the catalogue's summaries, guards and
// error keys: the api-client sits in every host's startup chunk (docs/decisions.md).
import type { ServiceName } from '../runtime-config';
import type { CallAddress } from './endpoint';
import type { endpoints } from './endpoints';

type Declared = typeof endpoints;
type AddressOf<E> = E extends CallAddress ? Pick<E, keyof CallAddress> : never;

/** Each client service's endpoints, each with the method, path and reCAPTCHA action it is declared with. */
type ClientAddresses = {
  readonly [S in ServiceName]: {
    readonly [N in keyof Declared[S]]: AddressOf<Declared[S][N]>;
  };
};

export const addresses = {
  customer: {
    checkUsername: { method: 'GET', path: '/user/check-username', recaptcha: 'check_username' },
    login: { method: 'POST', path: '/user/login', recaptcha: 'login' },
    loginState: { method: 'GET', path: '/user/login-state' },
    refresh: { method: 'POST', path: '/user/auth/refresh' },
    logout: { method: 'GET', path: '/user/auth/logout' },
    getStayLoggedIn: { method: 'GET', path: '/user/auth/stay-logged-in' },
    setStayLoggedIn: { method: 'PATCH', path: '/user/auth/stay-logged-in' },
    createAccount: { method: 'POST', path: '/user/create-account', recaptcha: 'create_account' },
    createLightAccount: { method: 'POST', path: '/user/create-light-account', recaptcha: 'create_account' },
    lightAccountActivation: { method: 'GET', path: '/user/light-users/activation' },
    lightAccountSetPassword: { method: 'POST', path: '/user/light-users/set-password' },
    resendActivation: { method: 'POST', path: '/user/light-users/resend-activation-email', recaptcha: 'resend_activation' },
    forgotPassword: { method: 'POST', path: '/user/forgot-password', recaptcha: 'forgot_password' },
    setPassword: { method: 'POST', path: '/user/set-password' },
    setPasswordFromSocialNetwork: { method: 'POST', path: '/user/sn/set-password' },
    checkPasswordLink: { method: 'POST', path: '/user/set-password/check' },
    requestMagicLink: { method: 'POST', path: '/user/magic-link', recaptcha: 'magic_link' },
    verifyMagicLink: { method: 'POST', path: '/user/magic-link/verify' },
    socialLogin: { method: 'POST', path: '/user/social-login' },
    socialLinkByPassword: { method: 'POST', path: '/user/social-login/link' },
    socialLinkMail: { method: 'POST', path: '/user/social-login/link-mail', recaptcha: 'social_link' },
    socialLinkVerify: { method: 'POST', path: '/user/social-login/link/verify' },
    socialLinkSignUp: { method: 'POST', path: '/user/social-login/link-sign-up' },
    appleCallback: { method: 'POST', path: '/user/social-login/apple/callback/:shop' },
    personalDetails: { method: 'GET', path: '/user/personal-details' },
    deliveryAddresses: { method: 'GET', path: '/user/delivery-address' },
    deliveryAddress: { method: 'GET', path: '/user/delivery-address/:id' },
    addDeliveryAddress: { method: 'POST', path: '/user/delivery-address/add' },
    changeDeliveryAddress: { method: 'POST', path: '/user/delivery-address' },
    deleteDeliveryAddress: { method: 'DELETE', path: '/user/delivery-address/:id' },
    restoreDeliveryAddress: { method: 'PATCH', path: '/user/delivery-address/:id/restore' },
    setPreferredAddress: { method: 'PATCH', path: '/user/address/:id/set-preferred' },
    changeBillingAddress: { method: 'POST', path: '/user/invoice-address' },
    changeBillingAddresses: { method: 'POST', path: '/user/invoice-addresses' },
    changeEmail: { method: 'POST', path: '/user/change-email' },
    verifyEmailChange: { method: 'POST', path: '/user/change-email/doi/verify' },
    undoEmailChange: { method: 'POST', path: '/user/change-email/undo' },
    deleteAccount: { method: 'POST', path: '/user/delete-account' },
    changePassword: { method: 'POST', path: '/user/change-password' },
    resetPassword: { method: 'POST', path: '/user/reset-password' },
    verifyAccount: { method: 'POST', path: '/customers/verify' },
    vouchers: { method: 'GET', path: '/user/vouchers' },
    securitySessions: { method: 'GET', path: '/user/security/sessions' },
    endSecuritySession: { method: 'DELETE', path: '/user/security/sessions/:id' },
    endOtherSecuritySessions: { method: 'POST', path: '/user/security/sessions/end-others' },
    loginHistory: { method: 'GET', path: '/user/security/login-history' },
    privacyCentre: { method: 'GET', path: '/user/privacy-centre' },
    switchConsent: { method: 'PUT', path: '/user/privacy-centre/consent' },
    setPrivacyNewsletterFrequency: { method: 'PUT', path: '/user/privacy-centre/newsletter-frequency' },
    consentLog: { method: 'GET', path: '/user/privacy-centre/consent-log' },
    dataExport: { method: 'GET', path: '/user/data-export' },
    requestDataExport: { method: 'POST', path: '/user/data-export' },
    downloadDataExport: { method: 'GET', path: '/user/data-export/download' },
    passkeys: { method: 'GET', path: '/user/passkeys' },
    passkeyRegistrationOptions: { method: 'POST', path: '/user/passkeys/registration-options' },
    registerPasskey: { method: 'POST', path: '/user/passkeys' },
    renamePasskey: { method: 'PATCH', path: '/user/passkeys/:id' },
    deletePasskey: { method: 'DELETE', path: '/user/passkeys/:id' },
    passkeyLoginOptions: { method: 'POST', path: '/user/passkey-login/options' },
    passkeyLogin: { method: 'POST', path: '/user/passkey-login' },
    wishlist: { method: 'GET', path: '/wishlist' },
    setWishlistItemState: { method: 'PATCH', path: '/wishlist/item' },
    requestMarketResearchConsent: { method: 'POST', path: '/user/market-research-consent' },
    confirmMarketResearchConsent: { method: 'GET', path: '/user/market-research-consent/confirm' },
    requestUpsellMail: { method: 'POST', path: '/user/upsell-mail' },
    unsubscribeUpsell: { method: 'POST', path: '/user/unsubscribe/upsell' },
    unsubscribeUpsellOneClick: { method: 'POST', path: '/user/unsubscribe/upsell/one-click' },
    createSupportRequest: { method: 'POST', path: '/user/support-requests' },
    supportRequests: { method: 'GET', path: '/user/support-requests' },
    supportRequest: { method: 'GET', path: '/user/support-requests/:id' },
    referral: { method: 'GET', path: '/user/referral' },
  },
  basket: {
    basket: { method: 'GET', path: '/basket' },
    buyAgain: { method: 'POST', path: '/basket/buy-again' },
    addToBasket: { method: 'POST', path: '/basket/items' },
  },
  newsletter: {
    subscribe: { method: 'POST', path: '/subscriptions' },
    confirmSubscription: { method: 'POST', path: '/subscriptions/confirm' },
    subscription: { method: 'GET', path: '/subscription/:id' },
    changeSubscription: { method: 'PUT', path: '/subscription/:id' },
    cancelSubscription: { method: 'DELETE', path: '/subscription/:id' },
    cancelSubscriptionOneClick: { method: 'POST', path: '/subscription/:id/one-click' },
    requestStockReminder: { method: 'POST', path: '/stock-reminders' },
    confirmStockReminder: { method: 'POST', path: '/stock-reminders/confirm' },
    unsubscribeStockReminder: { method: 'POST', path: '/stock-reminders/unsubscribe' },
  },
  orderHistory: {
    orders: { method: 'GET', path: '/orders' },
    order: { method: 'GET', path: '/order/:id' },
    ordersInsights: { method: 'GET', path: '/orders-insights' },
  },
  orders: {
    returnOrder: { method: 'POST', path: '/orders/return' },
    cancelOrder: { method: 'POST', path: '/order/:number/cancel' },
    withdrawOrder: { method: 'POST', path: '/order/:number/withdrawal' },
    invoicePdf: { method: 'GET', path: '/invoices/:invoiceNumber/pdf' },
    openInvoices: { method: 'GET', path: '/invoices/open' },
  },
  payment: {
    paymentMethods: { method: 'GET', path: '/user/payment-methods' },
    setPreferredPayment: { method: 'PATCH', path: '/user/preferred-payment' },
    bankDetails: { method: 'GET', path: '/user/banking-details' },
    validateIban: { method: 'POST', path: '/iban/validation' },
    saveBankDetails: { method: 'POST', path: '/user/banking-details' },
    deleteBankDetails: { method: 'DELETE', path: '/user/banking-details' },
  },
  addressCheck: {
    checkAddress: { method: 'POST', path: '/address/check' },
  },
  products: {
    media: { method: 'GET', path: '/media/:file' },
    products: { method: 'GET', path: '/products' },
    recentlyViewed: { method: 'GET', path: '/recently-viewed' },
    productViewed: { method: 'POST', path: '/recently-viewed' },
    recommendations: { method: 'GET', path: '/recommendations' },
  },
  socialLiveCommerce: {
    streamers: { method: 'GET', path: '/streamers' },
    streamer: { method: 'GET', path: '/streamers/:id' },
    streamerPicture: { method: 'GET', path: '/streamers/:id/picture.svg' },
    followedStreamers: { method: 'GET', path: '/users/followed_streamers' },
    follow: { method: 'PUT', path: '/users/followed_streamers/:streamerId' },
    unfollow: { method: 'DELETE', path: '/users/followed_streamers/:streamerId' },
  },
  logging: {
    log: { method: 'POST', path: '/logs' },
    events: { method: 'POST', path: '/events' },
    cspReports: { method: 'POST', path: '/csp-reports' },
  },
  content: {
    page: { method: 'GET', path: '/pages/:slug' },
  },
} as const satisfies ClientAddresses;
