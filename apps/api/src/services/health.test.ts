import { startTestApi, type TestApi } from '../test/api-harness';
import { dialects } from '../test/test-database';
import { aTraceId } from '../test/trace-id';

describe.each(dialects)('app basics (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect, {
      seed: false,
      extend: (app) =>
        app.get('/api/test-failure', async () => {
          throw new Error('secret internals at /srv/app.ts:42');
        }),
    });
  });
  afterAll(() => api.close());

  it('answers the health check', async () => {
    const response = await api.request('GET', '/api/health', { withoutClientId: true });
    expect(response).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('is ready while the database answers', async () => {
    const response = await api.request('GET', '/api/ready', { withoutClientId: true });
    expect(response).toMatchObject({ status: 200, body: { status: 'ready' } });
  });

  it('is not ready, but still alive, when the database is gone', async () => {
    const cut = await startTestApi(dialect, { seed: false });
    const close = cut.database.db.destroy.bind(cut.database.db);
    await close();
    cut.database.db.destroy = async () => undefined;
    try {
      expect(await cut.request('GET', '/api/ready', { withoutClientId: true })).toMatchObject({
        status: 503,
        body: { errorKey: 'SERVICE_UNAVAILABLE' },
      });
      expect((await cut.request('GET', '/api/health')).status).toBe(200);
    } finally {
      await cut.close();
    }
  });

  it('answers unknown routes with 404 NOT_FOUND', async () => {
    const response = await api.request('GET', '/api/cs/user/no-such-call');
    expect(response).toMatchObject({ status: 404, body: { errorKey: 'NOT_FOUND' } });
  });

  it('answers unexpected errors with 500 INTERNAL_SERVER_ERROR and nothing else', async () => {
    const response = await api.request('GET', '/api/test-failure');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ errorKey: 'INTERNAL_SERVER_ERROR', traceId: aTraceId() });
  });

  it('answers malformed JSON with 400 BAD_REQUEST', async () => {
    const response = await api.request('POST', '/api/cs/user/login', { rawBody: '{"username":' });
    expect(response).toMatchObject({ status: 400, body: { errorKey: 'BAD_REQUEST' } });
  });

  it('treats an empty JSON body as no body rather than as malformed', async () => {
    const response = await api.request('POST', '/api/cs/user/auth/refresh', { rawBody: '' });
    expect(response).toMatchObject({ status: 401, body: { errorKey: 'NOT_LOGGED_IN' } });
  });
});
