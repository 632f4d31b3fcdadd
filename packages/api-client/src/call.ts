import type {
  catalogue,
  BodyOf,
  ClientAddress,
  PathParamsOf,
  QueryOf,
  ResponseOf,
  ServiceName,
} from '@account/contracts';
import type { CamelCased } from './case';
import { request, requestFile } from './request';

type Catalogue = typeof catalogue;
/** The services a client may call (the API's health and local-only routes are not among them). */
type ClientService = Extract<keyof Catalogue, ServiceName>;

/** A query flag travels as text: the schema's "true" / "false" may be given as a boolean. */
type QueryValue<V> = V extends 'true' | 'false' ? V | boolean : V;
type QueryInput<Q> = { [K in keyof Q]: QueryValue<Q[K]> };

/** What a call of a declared endpoint takes: its path parameters, query and body, typed from its schemas. */
export type CallInput<E> = {
  params?: PathParamsOf<E>;
  query?: QueryInput<CamelCased<QueryOf<E>>>;
  body?: CamelCased<BodyOf<E>>;
  /** Top-level body keys whose values are sent as they are (a standard's JSON), not snake_cased. */
  verbatimBodyKeys?: readonly string[];
  headers?: Record<string, string>;
  /** For the endpoints guarded by reCAPTCHA: a token the caller has; else a fresh one is fetched. */
  recaptchaToken?: string | undefined;
  /** A 401 triggers one token refresh and a retry, unless this is false (login, refresh itself). */
  refreshOn401?: boolean;
  /** The one success status the spec requires; any other fails (see `RequestOptions`). */
  requiredStatus?: number;
};

/** `/user/delivery-address/:id` with `{ id: 'a1' }` → `user/delivery-address/a1`, relative to the service. */
function pathOf(path: string, params: Record<string, string | number> = {}): string {
  return path
    .slice(1)
    .replace(/:([^/]+)/g, (_match, name: string) => encodeURIComponent(String(params[name])));
}

/**
 * Calls an endpoint of the catalogue by its address (`addresses.customer.login`): method, path
 * and reCAPTCHA action come from its declaration (through the generated addresses, which leave
 * its documentation on the server), the input and answer types from its schemas, so a client
 * call cannot drift from the route that serves it. The caller imports the address, so a bundle
 * carries the addresses of the endpoints it calls.
 */
export function call<S extends ClientService, N extends keyof Catalogue[S] & string>(
  endpoint: ClientAddress<S, N>,
  input: CallInput<Catalogue[S][N]> = {},
): Promise<ResponseOf<Catalogue[S][N]>> {
  return request(
    endpoint.service,
    pathOf(endpoint.path, input.params as Record<string, string> | undefined),
    {
      method: endpoint.method,
      ...(input.query && { query: input.query as Record<string, string | number | boolean> }),
      ...(input.body && { body: input.body as object }),
      ...(input.verbatimBodyKeys && { verbatimBodyKeys: input.verbatimBodyKeys }),
      ...(input.headers && { headers: input.headers }),
      ...(endpoint.recaptcha && {
        recaptcha: { action: endpoint.recaptcha, token: input.recaptchaToken },
      }),
      ...(input.refreshOn401 !== undefined && { refreshOn401: input.refreshOn401 }),
      ...(input.requiredStatus !== undefined && { requiredStatus: input.requiredStatus }),
    },
  );
}

/** What a file download of a declared endpoint takes: its path parameters and query. */
export type CallFileInput<E> = Pick<CallInput<E>, 'params' | 'query'>;

/**
 * Downloads the file an endpoint of the catalogue produces (an invoice PDF, the data export's
 * ZIP) by its address, as `call` does for JSON: the path comes from its declaration, the
 * parameters and query are typed from its schemas; headers, token refresh and error mapping are
 * `requestFile`'s. `accept` is the type the declaration `produces`.
 */
export function callFile<S extends ClientService, N extends keyof Catalogue[S] & string>(
  endpoint: ClientAddress<S, N>,
  accept: string,
  input: CallFileInput<Catalogue[S][N]> = {},
): Promise<Blob> {
  return requestFile(
    endpoint.service,
    pathOf(endpoint.path, input.params as Record<string, string> | undefined),
    accept,
    input.query as Record<string, string | number | boolean> | undefined,
  );
}
