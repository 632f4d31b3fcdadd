import http from 'node:http';
import { CLIENT_ID, CLIENT_ID_HEADER } from '@account/contracts';
import { startTestApi, type TestApi } from '../test/api-harness';
import { aTraceId } from '../test/trace-id';

/** A raw request, so that malformed paths and bodies reach the server as sent. */
function send(
  api: TestApi,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const url = new URL(api.baseUrl);
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: { [CLIENT_ID_HEADER]: CLIENT_ID, ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

// Errors Fastify answers itself carry the services' { errorKey } too, never Fastify's own body.
describe('framework errors of the API', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('sqlite', { seed: false });
  });
  afterAll(() => api.close());

  it.each([
    [
      'malformed JSON',
      'POST',
      '/api/cs/user/login',
      { 'content-type': 'application/json' },
      '{"username":',
      400,
      'BAD_REQUEST',
    ],
    [
      'a body over the limit',
      'POST',
      '/api/cs/user/login',
      { 'content-type': 'application/json' },
      `"${'x'.repeat(1_100_000)}"`,
      413,
      'BAD_REQUEST',
    ],
    [
      'an unsupported media type',
      'POST',
      '/api/cs/user/login',
      { 'content-type': 'text/xml' },
      '<login/>',
      415,
      'BAD_REQUEST',
    ],
    [
      'a malformed percent-encoding in the path',
      'GET',
      '/api/cs/%E0%A4%A',
      {},
      undefined,
      400,
      'BAD_REQUEST',
    ],
    ['an unknown path', 'GET', '/api/no-such-service', {}, undefined, 404, 'NOT_FOUND'],
  ])(
    'answers %s with its status and { errorKey, traceId } only',
    async (_case, method, path, headers, body, status, errorKey) => {
      expect(await send(api, method, path, headers, body)).toEqual({
        status,
        body: { errorKey, traceId: aTraceId() },
      });
    },
  );

  // Node's parser refuses it before there is a request: no trace id.
  it('answers headers too large for the HTTP parser with 431 and { errorKey }', async () => {
    expect(await send(api, 'GET', '/api/health', { 'x-padding': 'x'.repeat(20_000) })).toEqual({
      status: 431,
      body: { errorKey: 'BAD_REQUEST' },
    });
  });
});
