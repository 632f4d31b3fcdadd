import http from 'node:http';
import { startTestApi, type TestApi } from '../test/api-harness';
import { aTraceId } from '../test/trace-id';

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

interface Answer {
  status: number;
  connection: string | undefined;
  retryAfter: string | undefined;
  body: string;
}

function get(url: string, agent: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.once('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            connection: response.headers.connection,
            retryAfter: response.headers['retry-after'],
            body,
          }),
        );
      })
      .once('error', reject);
  });
}

describe('requests while the server shuts down', () => {
  const slowStarted = deferred();
  const finishSlow = deferred();
  const closingStarted = deferred();
  const letCloseGoOn = deferred();
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('sqlite', {
      seed: false,
      extend: (app) => {
        app.get('/api/test-slow', async () => {
          slowStarted.resolve();
          await finishSlow.promise;
          return { done: true };
        });
        // Runs after the app's own preClose hook; holds the close so the test can send a
        // request on a kept-alive connection before the server stops listening.
        app.addHook('preClose', async () => {
          closingStarted.resolve();
          await letCloseGoOn.promise;
        });
      },
    });
  });

  it('finishes the request in flight and answers a new one on a kept-alive connection 503 with Retry-After', async () => {
    const inFlight = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(`${api.baseUrl}/api/health`, keptAlive)).status).toBe(200);

    const slow = get(`${api.baseUrl}/api/test-slow`, inFlight);
    await slowStarted.promise;
    const closed = api.close();
    await closingStarted.promise;
    try {
      const refused = await get(`${api.baseUrl}/api/health`, keptAlive);
      expect(refused).toMatchObject({ status: 503, connection: 'close', retryAfter: '1' });
      expect(JSON.parse(refused.body)).toEqual({
        errorKey: 'SERVICE_UNAVAILABLE',
        traceId: aTraceId(),
      });
    } finally {
      letCloseGoOn.resolve();
      finishSlow.resolve();
    }
    const finished = await slow;
    expect(finished).toMatchObject({ status: 200, connection: 'close' });
    expect(JSON.parse(finished.body)).toEqual({ done: true });
    await closed;
    inFlight.destroy();
    keptAlive.destroy();
  });
});
