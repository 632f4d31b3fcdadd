// What an endpoint declaration holds: address, guards, documentation, error keys and schemas.
// Each area declares its endpoints once, in packages/contracts/src/<area>/endpoints.ts. The
// browser loads none of it: the api-client calls by ./addresses, the projection `pnpm openapi`
// writes from the catalogue.
import type { z } from 'zod';
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

/** What an endpoint takes and answers; every part is optional (no body, no query …). */
export interface EndpointSchemas {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly headers?: z.ZodType;
  readonly body?: z.ZodType;
  /** The answer of the endpoint's success status; none for 204 and for non-JSON answers. */
  readonly response?: z.ZodType;
}

/** One endpoint, declared once: its address, guards and error keys with its schemas. */
export type Endpoint = EndpointAddress & EndpointSchemas;

/**
 * What the api-client needs to call an endpoint: the projection addresses.ts holds (written by
 * `pnpm openapi`), so the browser loads none of the documentation the catalogue declares.
 */
export type CallAddress = Pick<EndpointAddress, 'method' | 'path' | 'recaptcha'>;

type Declaration = Omit<Endpoint, 'clientId' | 'status' | 'errorKeys'> &
  Partial<Pick<EndpointAddress, 'clientId' | 'status' | 'errorKeys'>>;

const STATE_CHANGING: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A declaration with the defaults `declareEndpoints` fills in, as literal types. */
export type Declared<D extends Declaration> = D &
  Endpoint & {
    readonly clientId: D extends { clientId: infer C }
      ? C
      : D['method'] extends 'GET'
        ? 'not-required'
        : 'required';
    readonly status: D extends { status: infer S } ? S : 200;
    readonly errorKeys: D extends { errorKeys: infer K } ? K : readonly [];
  };

/**
 * The endpoints of one area, each declared once, with the defaults filled in: a state-changing
 * call needs the client id, success is 200, no error keys beyond the guards'. `const` keeps each
 * declaration's literals (its service, its error keys), which the API and the tests type by.
 */
export function declareEndpoints<const T extends Record<string, Declaration>>(
  declarations: T,
): { readonly [K in keyof T]: Declared<T[K]> } {
  const declared: Record<string, Endpoint> = {};
  for (const [name, endpoint] of Object.entries(declarations)) {
    declared[name] = {
      clientId: STATE_CHANGING.has(endpoint.method) ? 'required' : 'not-required',
      status: 200,
      errorKeys: [],
      ...endpoint,
    };
  }
  return declared as { readonly [K in keyof T]: Declared<T[K]> };
}

/** The error keys every endpoint may answer, and the ones its guards imply. */
type GuardErrorKey<E extends EndpointAddress> =
  | 'BAD_REQUEST'
  | 'INTERNAL_SERVER_ERROR'
  | 'SERVICE_UNAVAILABLE'
  | (E['access'] extends 'customer' ? 'NOT_LOGGED_IN' : never)
  | (E['clientId'] extends 'required' ? 'FORBIDDEN_CROSS_SITE' : never)
  | (E['recaptcha'] extends RecaptchaAction ? 'RECAPTCHA_INVALID' : never);

/** The error keys an endpoint may answer, typed from its declaration (as `errorKeysOf` lists them). */
export type ErrorKeyOf<E extends EndpointAddress> = GuardErrorKey<E> | E['errorKeys'][number];

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
