import { configureApi, onSessionExpired, request, REQUEST_TIMEOUT_MS } from './index';

let answers: Array<Response | Error>;
let urls: string[];
const expired = jest.fn();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  answers = [];
  urls = [];
  expired.mockReset();
  onSessionExpired(expired);
  configureApi({ services: { customer: '/api/cs/', orders: '/api/os/' }, locale: 'de-DE' });
  global.fetch = jest.fn(async (url: string | URL | Request) => {
    urls.push(String(url));
    const answer = answers.shift();
    if (!answer || answer instanceof Error) throw answer ?? new Error('no answer');
    return answer;
  }) as typeof fetch;
});

describe('a session that ends mid-visit (spec section 4)', () => {
  it('reports the end when the service refuses the refresh, and the call still fails', async () => {
    answers.push(
      json(401, { errorKey: 'NOT_LOGGED_IN' }),
      json(401, { errorKey: 'NOT_LOGGED_IN' }),
    );
    await expect(request('orders', 'order-history')).rejects.toMatchObject({ status: 401 });
    expect(urls).toEqual(['/api/os/order-history', '/api/cs/user/auth/refresh']);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('does not end the session when the refresh got no answer: the call fails with its retry', async () => {
    answers.push(json(401, { errorKey: 'NOT_LOGGED_IN' }), new TypeError('Failed to fetch'));
    await expect(request('orders', 'order-history')).rejects.toMatchObject({
      reason: 'CONNECTION',
    });
    expect(expired).not.toHaveBeenCalled();
  });

  it('does not end the session when a refreshed call succeeds', async () => {
    answers.push(
      json(401, { errorKey: 'NOT_LOGGED_IN' }),
      json(200, {}),
      json(200, { orders: [] }),
    );
    await expect(request('orders', 'order-history')).resolves.toEqual({ orders: [] });
    expect(expired).not.toHaveBeenCalled();
  });
});

describe('request timeout', () => {
  afterEach(() => jest.useRealTimers());

  it('gives up after 15 s without an answer and fails like an unreachable service', async () => {
    jest.useFakeTimers();
    global.fetch = jest.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    ) as typeof fetch;
    const call = request('orders', 'order-history').catch((error: unknown) => error);
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
    global.fetch = jest.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"orders": ['));
          init?.signal?.addEventListener('abort', () =>
            controller.error(new DOMException('aborted', 'AbortError')),
          );
        },
      });
      return new Response(body, { status: 200 });
    }) as typeof fetch;
    const call = request('orders', 'order-history').catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await expect(call).resolves.toMatchObject({ reason: 'CONNECTION' });
  });
});
