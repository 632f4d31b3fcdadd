import { STEP_UP_ERRORS } from '../shared/step-up-errors';
import { serviceEndpoints } from './endpoint';

const ORDER_CHANGE_ERRORS = ['NOT_FOUND', 'IDEMPOTENCY_KEY_REUSED'] as const;

/** Liveness and readiness of the API (the orchestrator's probes). */
export const healthEndpoints = serviceEndpoints('health', {
  health: { method: 'GET', path: '/health', summary: 'The process is alive', access: 'public' },
  ready: {
    method: 'GET',
    path: '/ready',
    summary: 'The database answers',
    access: 'public',
  },
});

/** The order-history service of spec section 7. */
export const orderHistoryEndpoints = serviceEndpoints('orderHistory', {
  orders: {
    method: 'GET',
    path: '/orders',
    summary: "A page of the customer's orders, newest first",
    access: 'customer',
  },
  order: {
    method: 'GET',
    path: '/order/:id',
    summary: "One of the customer's orders; anyone else's is not found",
    access: 'customer',
    errorKeys: ['NOT_FOUND'],
  },
  ordersInsights: {
    method: 'GET',
    path: '/orders-insights',
    summary: "Counts of the customer's orders",
    access: 'customer',
  },
});

/** The orders service of spec section 7: changes to an order, open invoices. */
export const ordersEndpoints = serviceEndpoints('orders', {
  returnOrder: {
    method: 'POST',
    path: '/orders/return',
    summary: 'Return items of an order (Idempotency-Key)',
    access: 'customer',
    errorKeys: [...ORDER_CHANGE_ERRORS, 'ORDER_NOT_RETURNABLE', 'ORDER_ALREADY_RETURNED'],
  },
  cancelOrder: {
    method: 'POST',
    path: '/order/:number/cancel',
    summary: 'Cancel an order (Idempotency-Key)',
    access: 'customer',
    errorKeys: [...ORDER_CHANGE_ERRORS, 'ORDER_NOT_CANCELLABLE', 'ORDER_ALREADY_CANCELLED'],
  },
  withdrawOrder: {
    method: 'POST',
    path: '/order/:number/withdrawal',
    summary: 'Withdraw from an order (Idempotency-Key)',
    access: 'customer',
    errorKeys: [...ORDER_CHANGE_ERRORS, 'WITHDRAWAL_NOT_POSSIBLE', 'ORDER_ALREADY_WITHDRAWN'],
  },
  returnLabel: {
    method: 'GET',
    path: '/order/:number/returns/:code/label',
    summary:
      "The label of one of the customer's open returns as a PDF; anyone else's, or a return whose parcel has arrived, is not found",
    access: 'customer',
    produces: 'application/pdf',
    errorKeys: ['NOT_FOUND'],
  },
  invoicePdf: {
    method: 'GET',
    path: '/invoices/:invoiceNumber/pdf',
    summary: "One of the customer's invoices as a PDF; anyone else's is not found",
    access: 'customer',
    produces: 'application/pdf',
    errorKeys: ['NOT_FOUND'],
  },
  creditNotePdf: {
    method: 'GET',
    path: '/invoices/credit-notes/:creditNoteNumber/pdf',
    summary: "One of the customer's credit notes (Gutschrift) as a PDF; anyone else's is not found",
    access: 'customer',
    produces: 'application/pdf',
    errorKeys: ['NOT_FOUND'],
  },
  openInvoices: {
    method: 'GET',
    path: '/invoices/open',
    summary: "The customer's open invoices and the bank transfer details",
    access: 'customer',
  },
});

/** The products service of spec section 7. */
export const productsEndpoints = serviceEndpoints('products', {
  media: {
    method: 'GET',
    path: '/media/:file',
    summary: 'A product image',
    access: 'public',
    produces: 'image/*',
    errorKeys: ['NOT_FOUND'],
  },
  products: {
    method: 'GET',
    path: '/products',
    summary: 'Products by their base product numbers, in the shop of the request',
    access: 'public',
  },
  recentlyViewed: {
    method: 'GET',
    path: '/recently-viewed',
    summary: "The customer's recently viewed products",
    access: 'customer',
  },
  productViewed: {
    method: 'POST',
    path: '/recently-viewed',
    summary: 'Note that the customer viewed a product',
    access: 'customer',
    status: 204,
    errorKeys: ['NOT_FOUND'],
  },
  recommendations: {
    method: 'GET',
    path: '/recommendations',
    summary: 'Product recommendations for a placement',
    access: 'guest-or-customer',
  },
});

/** The social-live-commerce service (slc) of spec section 7: creators and who follows them. */
export const socialLiveCommerceEndpoints = serviceEndpoints('socialLiveCommerce', {
  streamers: { method: 'GET', path: '/streamers', summary: 'All creators', access: 'public' },
  streamer: {
    method: 'GET',
    path: '/streamers/:id',
    summary: 'One creator with the schedule of their streams',
    access: 'public',
    errorKeys: ['NOT_FOUND'],
  },
  streamerPicture: {
    method: 'GET',
    path: '/streamers/:id/picture.svg',
    summary: "A creator's picture",
    access: 'public',
    produces: 'image/svg+xml',
    errorKeys: ['NOT_FOUND'],
  },
  followedStreamers: {
    method: 'GET',
    path: '/users/followed_streamers',
    summary: 'The creators the customer follows',
    access: 'customer',
    errorKeys: ['NOT_AUTHORIZED'],
  },
  follow: {
    method: 'PUT',
    path: '/users/followed_streamers/:streamerId',
    summary: 'Follow a creator',
    access: 'customer',
    status: 204,
    // customer_id names another customer than the session's.
    errorKeys: ['NOT_FOUND', 'NOT_AUTHORIZED'],
  },
  unfollow: {
    method: 'DELETE',
    path: '/users/followed_streamers/:streamerId',
    summary: 'Stop following a creator',
    access: 'customer',
    status: 204,
    // customer_id names another customer than the session's.
    errorKeys: ['NOT_FOUND', 'NOT_AUTHORIZED'],
  },
});

/** The address-check service of spec section 7. */
export const addressCheckEndpoints = serviceEndpoints('addressCheck', {
  checkAddress: {
    method: 'POST',
    path: '/address/check',
    summary: 'Check an address; answers the known addresses closest to it',
    access: 'customer',
    // A zip code off the country's format, or unknown to a complete postal reference.
    errorKeys: ['INVALID_ZIP_CODE'],
  },
});

/** The logging service of spec section 7: client logs, tracking events, CSP reports. */
export const loggingEndpoints = serviceEndpoints('logging', {
  log: {
    method: 'POST',
    path: '/logs',
    summary: "A client's log entry",
    access: 'public',
    status: 204,
    errorKeys: ['TOO_MANY_REQUESTS'],
  },
  events: {
    method: 'POST',
    path: '/events',
    summary: 'A tracking event',
    access: 'guest-or-customer',
    status: 204,
    errorKeys: ['TOO_MANY_REQUESTS'],
  },
  cspReports: {
    method: 'POST',
    path: '/csp-reports',
    summary: 'Content-Security-Policy violation reports, posted by the browser',
    access: 'public',
    clientId: 'report-from-browser',
    status: 204,
    errorKeys: ['TOO_MANY_REQUESTS'],
  },
});

/** The content service of spec section 7: FAQ, legal and information pages. */
export const contentEndpoints = serviceEndpoints('content', {
  page: {
    method: 'GET',
    path: '/pages/:slug',
    summary: 'A content page in the language of the request',
    access: 'public',
    errorKeys: ['NOT_FOUND'],
  },
});

/** The basket service of spec section 7, for guests (X-SessionId) and customers. */
export const basketEndpoints = serviceEndpoints('basket', {
  basket: {
    method: 'GET',
    path: '/basket',
    summary: 'The basket of the shop session',
    access: 'guest-or-customer',
  },
  buyAgain: {
    method: 'POST',
    path: '/basket/buy-again',
    summary: 'An order of the customer, or some of its items, into the basket again',
    access: 'customer',
    errorKeys: ['NOT_FOUND'],
  },
  addToBasket: {
    method: 'POST',
    path: '/basket/items',
    summary: 'Put a product variant into the basket',
    access: 'guest-or-customer',
    status: 201,
    errorKeys: ['NOT_FOUND', 'PRODUCT_SOLD_OUT'],
  },
});

/** The newsletter service of spec section 7, with the stock reminders' double opt-in. */
export const newsletterEndpoints = serviceEndpoints('newsletter', {
  subscribe: {
    method: 'POST',
    path: '/subscriptions',
    summary: 'Subscribe to the newsletter; mails a double-opt-in link',
    access: 'public',
    status: 202,
    errorKeys: ['EMAIL_INVALID', 'TOO_MANY_REQUESTS'],
  },
  confirmSubscription: {
    method: 'POST',
    path: '/subscriptions/confirm',
    summary: 'Confirm a newsletter subscription with the link of the mail',
    access: 'public',
    errorKeys: ['TOKEN_INVALID', 'TOO_MANY_REQUESTS'],
  },
  subscription: {
    method: 'GET',
    path: '/subscription/:id',
    summary: 'A subscription by the id of its mails',
    access: 'public',
    errorKeys: ['NOT_FOUND'],
  },
  changeSubscription: {
    method: 'PUT',
    path: '/subscription/:id',
    summary: "Change a subscription's frequency",
    access: 'public',
    errorKeys: ['NOT_FOUND'],
  },
  cancelSubscription: {
    method: 'DELETE',
    path: '/subscription/:id',
    summary: 'Cancel a subscription',
    access: 'public',
    errorKeys: ['NOT_FOUND'],
  },
  cancelSubscriptionOneClick: {
    method: 'POST',
    path: '/subscription/:id/one-click',
    summary: "RFC 8058 one-click unsubscribe, posted by the customer's mail client",
    access: 'public',
    clientId: 'one-click-from-mail',
    errorKeys: ['NOT_FOUND'],
  },
  requestStockReminder: {
    method: 'POST',
    path: '/stock-reminders',
    summary: 'Ask to be told when a sold-out variant is back; mails a double-opt-in link',
    access: 'public',
    status: 202,
    errorKeys: ['NOT_FOUND', 'EMAIL_INVALID', 'TOO_MANY_REQUESTS'],
  },
  confirmStockReminder: {
    method: 'POST',
    path: '/stock-reminders/confirm',
    summary: 'Confirm a stock reminder with the link of the mail',
    access: 'public',
    errorKeys: ['TOKEN_INVALID', 'TOO_MANY_REQUESTS'],
  },
  unsubscribeStockReminder: {
    method: 'POST',
    path: '/stock-reminders/unsubscribe',
    summary: 'Cancel a stock reminder with the link of a mail',
    access: 'public',
    errorKeys: ['TOKEN_INVALID', 'TOO_MANY_REQUESTS'],
  },
});

/** The payment service of spec section 7 (issue 11). */
export const paymentEndpoints = serviceEndpoints('payment', {
  paymentMethods: {
    method: 'GET',
    path: '/user/payment-methods',
    summary: "The customer's payment methods and the preferred one",
    access: 'customer',
  },
  setPreferredPayment: {
    method: 'PATCH',
    path: '/user/preferred-payment',
    summary: 'Choose the preferred payment method (the password again after 15 minutes)',
    access: 'customer',
    errorKeys: ['PAYMENT_METHOD_NOT_PREFERABLE', 'BANK_DETAILS_REQUIRED', ...STEP_UP_ERRORS],
  },
  bankDetails: {
    method: 'GET',
    path: '/user/banking-details',
    summary: "The customer's bank details, masked",
    access: 'customer',
  },
  validateIban: {
    method: 'POST',
    path: '/iban/validation',
    summary: 'Check an IBAN; answers its bank',
    access: 'customer',
    errorKeys: ['IBAN_INVALID'],
  },
  saveBankDetails: {
    method: 'POST',
    path: '/user/banking-details',
    summary: 'Save bank details (the password again after 15 minutes)',
    access: 'customer',
    errorKeys: ['IBAN_INVALID', ...STEP_UP_ERRORS],
  },
  deleteBankDetails: {
    method: 'DELETE',
    path: '/user/banking-details',
    summary: 'Delete the bank details (the password again after 15 minutes)',
    access: 'customer',
    errorKeys: [...STEP_UP_ERRORS],
  },
});

/** Local only, behind DEV_MAILBOX=1: the outbox that stands in for a mail server. */
export const devEndpoints = serviceEndpoints('dev', {
  mails: {
    method: 'GET',
    path: '/mails',
    summary: 'The mails sent, optionally to one address',
    access: 'public',
    internal: true,
  },
  mailbox: {
    method: 'GET',
    path: '/mailbox',
    summary: 'The mails sent, as a page',
    access: 'public',
    produces: 'text/html',
    internal: true,
  },
  attachment: {
    method: 'GET',
    path: '/mails/:id/attachments/:index',
    summary: "A mail's attachment",
    access: 'public',
    produces: 'application/pdf',
    internal: true,
    errorKeys: ['NOT_FOUND'],
  },
  optIns: {
    method: 'GET',
    path: '/opt-ins',
    summary: "An address's double-opt-in links",
    access: 'public',
    internal: true,
  },
  cspReports: {
    method: 'GET',
    path: '/csp-reports',
    summary: 'The CSP reports received',
    access: 'public',
    internal: true,
  },
});

/** Local only (RECAPTCHA_MODE=offline): the stand-in that issues reCAPTCHA tokens. */
export const recaptchaOfflineEndpoints = serviceEndpoints('recaptchaOffline', {
  token: {
    method: 'POST',
    path: '/token',
    summary: 'A reCAPTCHA token the offline verifier accepts',
    access: 'public',
    internal: true,
  },
});
