// The endpoints' addresses, guards and documentation; their schemas live beside them in
// schemas.ts, keyed alike. The browser loads none of it: the api-client calls by addresses.ts,
// the projection `pnpm openapi` writes from the catalogue.
import type { ErrorKey } from '../shared/errors';

/** The account services of spec section 7, plus the API's own health and local-only routes. */
export type CatalogueService =
  | 'health'
  | 'customer'
  | 'basket'
  | 'newsletter'
  | 'orderHistory'
  | 'orders'
  | 'payment'
  | 'addressCheck'
  | 'products'
  | 'socialLiveCommerce'
  | 'logging'
  | 'content'
  | 'dev'
  | 'recaptchaOffline';

/** Where each service is mounted; a client may point each at a host of its own (runtime-config). */
export const API_PREFIX = '/api';
export const servicePrefixes: Record<CatalogueService, string> = {
  health: API_PREFIX,
  customer: `${API_PREFIX}/cs`,
  orderHistory: `${API_PREFIX}/order-history`,
  orders: `${API_PREFIX}/orders`,
  products: `${API_PREFIX}/products`,
  socialLiveCommerce: `${API_PREFIX}/slc`,
  addressCheck: `${API_PREFIX}/address-check`,
  logging: `${API_PREFIX}/logging`,
  content: `${API_PREFIX}/content`,
  basket: `${API_PREFIX}/basket`,
  newsletter: `${API_PREFIX}/newsletter`,
  payment: `${API_PREFIX}/payment`,
  dev: `${API_PREFIX}/dev`,
  recaptchaOffline: `${API_PREFIX}/recaptcha-offline`,
};

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: anyone, a logged-in customer (401 NOT_LOGGED_IN otherwise), or
 * anyone while a logged-in customer is recognised (the basket, the shop's own calls).
 */
export type Access = 'public' | 'customer' | 'guest-or-customer';

/** The reCAPTCHA action a guarded call carries in x-recaptcha-token (spec section 8). */
export type RecaptchaAction =
  | 'check_username'
  | 'login'
  | 'magic_link'
  | 'forgot_password'
  | 'create_account'
  | 'resend_activation'
  | 'social_link';

/**
 * Who must send `x-client-id: account-view`: every state-changing call (the cross-site
 * protection), a GET that changes state too; except the calls a mail client or a browser makes
 * on its own (one-click unsubscribes, CSP reports, Apple's form_post login callback), which act
 * only on a secret, append to a log or only pass the answer on to a page.
 */
export type ClientId =
  | 'required'
  | 'one-click-from-mail'
  | 'report-from-browser'
  | 'form-post-from-provider'
  | 'not-required';

/** An endpoint's address and guards: what a caller needs to call it, free of schemas. */
export interface EndpointAddress {
  readonly service: CatalogueService;
  readonly method: HttpMethod;
  /** Relative to the service's prefix, in Fastify's syntax (`/user/delivery-address/:id`). */
  readonly path: string;
  readonly summary: string;
  readonly access: Access;
  readonly clientId: ClientId;
  readonly recaptcha?: RecaptchaAction;
  /** The status of a successful answer. */
  readonly status: 200 | 201 | 202 | 204;
  /** The error keys this endpoint answers beyond the ones its guards imply (see `errorKeysOf`). */
  readonly errorKeys: readonly ErrorKey[];
  /** Not JSON: an image, a PDF, an HTML page. */
  readonly produces?: string;
  /** Local only (DEV_MAILBOX, offline reCAPTCHA): left out of the OpenAPI document. */
  readonly internal?: boolean;
}

/**
 * What the api-client needs to call an endpoint: the projection addresses.ts holds (written by
 * `pnpm openapi`), so the browser loads none of the documentation the catalogue declares.
 */
export type CallAddress = Pick<EndpointAddress, 'method' | 'path' | 'recaptcha'>;

type AddressInput = Omit<EndpointAddress, 'service' | 'clientId' | 'status' | 'errorKeys'> &
  Partial<Pick<EndpointAddress, 'clientId' | 'status' | 'errorKeys'>>;

const STATE_CHANGING: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The endpoints of one service, each declared once: defaults for the client id and the status. */
export function serviceEndpoints<const T extends Record<string, AddressInput>>(
  service: CatalogueService,
  endpoints: T,
): { readonly [K in keyof T]: T[K] & EndpointAddress } {
  const declared: Record<string, EndpointAddress> = {};
  for (const [name, endpoint] of Object.entries(endpoints)) {
    declared[name] = {
      clientId: STATE_CHANGING.has(endpoint.method) ? 'required' : 'not-required',
      status: 200,
      errorKeys: [],
      ...endpoint,
      service,
    };
  }
  return declared as { readonly [K in keyof T]: T[K] & EndpointAddress };
}

/** Every error key an endpoint may answer: its own and the ones of its guards. */
export function errorKeysOf(endpoint: EndpointAddress): ErrorKey[] {
  const keys = new Set<ErrorKey>(['BAD_REQUEST', 'INTERNAL_SERVER_ERROR', 'SERVICE_UNAVAILABLE']);
  if (endpoint.access === 'customer') keys.add('NOT_LOGGED_IN');
  if (endpoint.clientId === 'required') keys.add('FORBIDDEN_CROSS_SITE');
  if (endpoint.recaptcha) keys.add('RECAPTCHA_INVALID');
  for (const key of endpoint.errorKeys) keys.add(key);
  return [...keys];
}

/** The full path of an endpoint on the API, e.g. `/api/cs/user/personal-details`. */
export function fullPathOf(endpoint: Pick<EndpointAddress, 'service' | 'path'>): string {
  return `${servicePrefixes[endpoint.service]}${endpoint.path}`;
}
