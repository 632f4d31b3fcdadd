import { answer, configureTestServices, failWith, mockServices } from '@account/test-services';
import { onSessionExpired, request, REQUEST_TIMEOUT_MS } from '@account/api-client';

const services = mockServices();
const expired = jest.fn();

beforeEach(() => {
  expired.mockReset();
  onSessionExpired(expired);
  configureTestServices('de-DE');
});

const ORDERS = 'orders';
const notLoggedIn = () => failWith(401, 'NOT_LOGGED_IN');

describe('a session that ends mid-visit (spec section 4)', () => {
  it('reports the end when the service refuses the refresh, and the call still fails', async () => {
    services.use(
      answer('orderHistory', 'orders', notLoggedIn()),
      answer('customer', 'refresh', notLoggedIn()),
    );
    await expect(request('orderHistory', ORDERS)).rejects.toMatchObject({ status: 401 });
    expect(services.calls.map((call) => call.path)).toEqual([
      '/api/order-history/orders',
      '/api/cs/user/auth/refresh',
    ]);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('does not end the session when the refresh got no answer: the call fails with its retry', async () => {
    services.use(
      answer('orderHistory', 'orders', notLoggedIn()),
      answer('customer', 'refresh', Response.error()),
    );
    await expect(request('orderHistory', ORDERS)).rejects.toMatchObject({
      reason: 'CONNECTION',
    });
    expect(expired).not.toHaveBeenCalled();
  });

  it('does not end the session when a refreshed call succeeds', async () => {
    services.use(
      answer('orderHistory', 'orders', notLoggedIn(), { once: true }),
      answer('customer', 'refresh', { stayLoggedIn: false }),
      answer('orderHistory', 'orders', Response.json({ orders: [] })),
    );
    await expect(request('orderHistory', ORDERS)).resolves.toEqual({ orders: [] });
    expect(expired).not.toHaveBeenCalled();
  });
});

// The fetch wrapper's own timeout: fetch itself is stood in for, as a server that never answers
// (or never finishes its body) and gives up only when the wrapper's signal aborts. The services'
// MSW handlers cannot play that part under fake timers, which also drive their answers' way back.
describe('request timeout', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('gives up after 15 s without an answer and fails like an unreachable service', async () => {
    jest.useFakeTimers();
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(
        (_url: string | URL | Request, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            ),
          ),
      );
    const call = request('orderHistory', ORDERS).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void call.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(call).resolves.toMatchObject({ reason: 'CONNECTION', status: null });
  });

  it('covers an answer whose body never finishes', async () => {
    jest.useFakeTimers();
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"orders": ['));
          init?.signal?.addEventListener('abort', () =>
            controller.error(new DOMException('aborted', 'AbortError')),
          );
        },
      });
      return new Response(body, { status: 200 });
    });
    const call = request('orderHistory', ORDERS).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await expect(call).resolves.toMatchObject({ reason: 'CONNECTION' });
  });
});
