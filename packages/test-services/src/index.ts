import {
  ServiceName,
  fullPathOf,
  catalogue,
  errorKeysOf,
  type Endpoint,
  type ErrorBody,
  type ErrorKey,
  type ResponseOf,
} from '@account/contracts';
import { configureApi, type ApiConfig } from '@account/api-client';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';

type Catalogue = typeof catalogue;
/** Every service of the catalogue, the local-only ones (offline reCAPTCHA, dev) included. */
type DeclaredService = keyof Catalogue;
type Declared<S extends DeclaredService, N extends keyof Catalogue[S]> = Catalogue[S][N];

/** Where the tests' services live: jsdom's own origin, so links and calls look as in a browser. */
export const SERVICES_ORIGIN = 'http://localhost';

/** Every service at its catalogue prefix on SERVICES_ORIGIN, as the api-client is configured in tests. */
export const testServiceUrls = Object.fromEntries(
  ServiceName.options.map((service) => [
    service,
    `${SERVICES_ORIGIN}${fullPathOf({ service, path: '' })}`,
  ]),
) as Record<ServiceName, string>;

/** Points the api-client at the mocked services. */
export function configureTestServices(locale: ApiConfig['locale']): void {
  configureApi({ services: testServiceUrls, locale });
}

/** A call as a handler sees it: the request, its path parameters and its JSON body, if any. */
export interface ServiceCall {
  request: Request;
  params: Record<string, string>;
  body: unknown;
  query: URLSearchParams;
}

/** An error answer of a service: the spec's error body with its status (and more of it, e.g. a detail). */
export function failWith(
  status: number,
  errorKey?: ErrorKey,
  more: Omit<ErrorBody, 'errorKey'> = {},
): Response {
  return HttpResponse.json(errorKey ? { errorKey, ...more } : {}, { status });
}

type Reply<E> = ResponseOf<E> | Response;

/**
 * An MSW handler for one endpoint of the catalogue: method and path come from its declaration,
 * the answer is typed by its response schema (or any Response, e.g. `failWith(409, …)`).
 * A plain answer is sent with the endpoint's success status; `once` answers only the next call.
 */
export function answer<S extends DeclaredService, N extends keyof Catalogue[S] & string>(
  service: S,
  name: N,
  reply:
    | Reply<Declared<S, N>>
    | ((call: ServiceCall) => Reply<Declared<S, N>> | Promise<Reply<Declared<S, N>>>),
  options: { once?: boolean } = {},
): HttpHandler {
  const endpoint = (catalogue[service] as Record<string, Endpoint>)[name]!;
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return http[method](
    `${SERVICES_ORIGIN}${fullPathOf(endpoint)}`,
    async ({ request, params }) => {
      const text = await request.clone().text();
      const call: ServiceCall = {
        request,
        params: params as Record<string, string>,
        body: text ? JSON.parse(text) : undefined,
        query: new URL(request.url).searchParams,
      };
      const result =
        typeof reply === 'function' ? await (reply as (call: ServiceCall) => unknown)(call) : reply;
      // A Response given once may answer many calls: each gets its own copy of the body.
      if (result instanceof Response) return declaredFailure(endpoint, result.clone());
      if (endpoint.status === 204) return new HttpResponse(null, { status: 204 });
      return HttpResponse.json(result as object, { status: endpoint.status });
    },
    options,
  );
}

/**
 * A mocked failure answers only what the endpoint declares: a page tested against an error key
 * the API never sends would be tested for nothing.
 */
async function declaredFailure(endpoint: Endpoint, response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const errorKey = errorKeyIn(await response.clone().text());
  if (errorKey && !errorKeysOf(endpoint).includes(errorKey))
    throw new Error(`${fullPathOf(endpoint)} does not declare the error key ${errorKey}`);
  return response;
}

/** The error key of a JSON error body; none in an empty or non-JSON one (a proxy's 502). */
function errorKeyIn(body: string): ErrorKey | undefined {
  try {
    return (JSON.parse(body) as Partial<ErrorBody>).errorKey;
  } catch {
    return undefined;
  }
}

/** A call the page made to the services, for tests that assert what the page sent. */
export interface ReceivedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
  /** Whether the page sent its cookies along (`credentials` of its fetch call). */
  credentials: RequestCredentials;
}

export interface TestServices extends SetupServer {
  /** Every call in the order the page made it, since the last reset. */
  calls: ReceivedCall[];
  /**
   * Resolves once every call made so far is answered and no new one followed for a moment: for
   * calls nobody awaits (reports, tracking events) and for asserting that none was made.
   */
  settled(): Promise<void>;
}

/** How long the services stay quiet before `settled()` counts them as done. */
const QUIET_MS = 20;

/**
 * The mocked services of a test file: started before its tests, reset after each (handlers added
 * with `services.use(...)` and the recorded calls), closed after all. A call without a handler
 * fails the test rather than hang or pass unnoticed.
 *
 * MSW 3 takes Node's fetch calls where their HTTP reaches the socket: its request events come in
 * the order the connections were written, some time after the page's code went on, and its
 * requests are read back from the wire (without the page's `credentials`). So the calls are
 * recorded where the page makes them, in front of MSW's fetch; and a test ends only once its
 * calls are answered, by its own handlers: a report still on its way would otherwise reach the
 * next test's.
 */
export function mockServices(...handlers: HttpHandler[]): TestServices {
  const server = setupServer(...handlers) as TestServices;
  server.calls = [];
  const inFlight = new Set<Promise<unknown>>();
  server.settled = async () => {
    for (;;) {
      const seen = server.calls.length;
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
      if (inFlight.size === 0 && server.calls.length === seen) return;
    }
  };
  // MSW's fetch, once it listens.
  let mswFetch = globalThis.fetch;
  const recordingFetch: typeof fetch = (input, init) => {
    // A path alone is the page's own origin's, as MSW's fetch reads it.
    const target =
      typeof input === 'string' && typeof location !== 'undefined' && !URL.canParse(input)
        ? new URL(input, location.href)
        : input;
    const request = new Request(target, init);
    const url = new URL(request.url);
    // Recorded at once, in the page's order; the body follows as soon as it is read.
    const call: ReceivedCall = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body: undefined,
      credentials: request.credentials,
    };
    server.calls.push(call);
    const body = request
      .clone()
      .text()
      .then((text) => {
        if (text) call.body = JSON.parse(text);
      });
    const answered = mswFetch(request);
    const done = Promise.allSettled([body, answered]);
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
    return answered;
  };
  beforeAll(() => {
    server.listen({ onUnhandledFrame: 'error' });
    mswFetch = globalThis.fetch;
    globalThis.fetch = recordingFetch;
  });
  afterEach(async () => {
    await Promise.all(inFlight);
    server.resetHandlers();
    server.calls.length = 0;
  });
  afterAll(() => {
    globalThis.fetch = mswFetch;
    server.close();
  });
  return server;
}
