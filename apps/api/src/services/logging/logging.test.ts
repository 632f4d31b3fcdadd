import { startTestApi, type TestApi } from '../../test/api-harness';
import { dialects } from '../../test/test-database';
import { loggingLimits } from './limits';

const pageView = { event: 'pageView', page_type: 'home', page: '/' };

describe.each(dialects)('logging service (%s)', (dialect) => {
  let api: TestApi;
  beforeEach(async () => {
    api = await startTestApi(dialect, { seed: false });
  });
  afterEach(() => api.close());

  const logs = () => api.database.db.selectFrom('client_logs').selectAll().execute();
  const events = () => api.database.db.selectFrom('tracking_events').selectAll().execute();

  it('stores a warning with code, status, category and page, e-mails and numbers scrubbed', async () => {
    const { status } = await api.request('POST', '/api/logging/logs', {
      locale: 'de-CH',
      body: {
        level: 'warning',
        source: 'orders',
        message: 'Call failed for luca.meier@example.ch, customer 30012345',
        code: 'NOT_FOUND',
        status: 404,
        category: 'client',
        page: '/orders/73010007',
      },
    });
    expect(status).toBe(204);
    expect(await logs()).toEqual([
      expect.objectContaining({
        level: 'warning',
        source: 'orders',
        message: 'Call failed for ~, customer ~',
        code: 'NOT_FOUND',
        status: 404,
        category: 'client',
        page: '/orders/~',
        locale: 'de-CH',
      }),
    ]);
  });

  it('refuses entries outside the contract: unknown fields, a query in the page, long messages', async () => {
    const base = { level: 'error', source: 'login', message: 'boom' };
    for (const body of [
      { ...base, email: 'max.mustermann@example.de' },
      { ...base, page: '/login?username=max' },
      { ...base, message: 'x'.repeat(501) },
      { ...base, level: 'fatal' },
      { ...base, status: 600 },
    ]) {
      expect(await api.request('POST', '/api/logging/logs', { body })).toMatchObject({
        status: 400,
        body: { errorKey: 'BAD_REQUEST' },
      });
    }
    expect(await logs()).toHaveLength(0);
  });

  it('refuses bodies over 4 kB with 413 and cross-site posts without the client id', async () => {
    const big = { level: 'error', source: 'login', message: 'boom', code: 'x'.repeat(5000) };
    expect(await api.request('POST', '/api/logging/logs', { body: big })).toMatchObject({
      status: 413,
    });
    const crossSite = await api.request('POST', '/api/logging/logs', {
      body: { level: 'error', source: 'login', message: 'boom' },
      withoutClientId: true,
    });
    expect(crossSite.status).toBe(403);
  });

  it('limits log entries per address and minute with 429 and Retry-After', async () => {
    const body = { level: 'info', source: 'shell', message: 'hello' };
    for (let i = 0; i < loggingLimits.logs.limit; i += 1) {
      expect((await api.request('POST', '/api/logging/logs', { body })).status).toBe(204);
    }
    const refused = await api.request('POST', '/api/logging/logs', { body });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await logs()).toHaveLength(loggingLimits.logs.limit);
  });

  it('stores a consented event with the e-mail hash only, never the address', async () => {
    const hash = 'a'.repeat(64);
    const { status } = await api.request('POST', '/api/logging/events', {
      body: {
        consent: 'yes',
        user: { email_hash: hash, cross_device_tracking: true },
        data: { event: 'createAccountFailed', status: 503, category: 'server' },
      },
    });
    expect(status).toBe(204);
    const [stored] = await events();
    expect(stored).toMatchObject({ event: 'createAccountFailed', email_hash: hash });
    expect(JSON.parse(stored!.data)).toEqual({ status: 503, category: 'server' });
  });

  it('keeps the product defaults a wishlist event carries', async () => {
    const product = {
      base_product_no: '402117',
      sku: '402117-38',
      shipping_type: 'standard',
      delivery_days: 5,
    };
    await api.request('POST', '/api/logging/events', {
      body: { consent: 'yes', data: { event: 'wishlistDelete', product, reason: 'deleted' } },
    });
    const [stored] = await events();
    expect(JSON.parse(stored!.data)).toEqual({ product, reason: 'deleted' });
    expect(stored!.email_hash).toBeNull();
  });

  it('refuses events without consent, with an e-mail, or of unknown type', async () => {
    for (const body of [
      { consent: 'no', data: pageView },
      { data: pageView },
      { consent: 'yes', data: { ...pageView, email: 'max.mustermann@example.de' } },
      { consent: 'yes', user: { email: 'max.mustermann@example.de' }, data: pageView },
      { consent: 'yes', data: { event: 'purchase' } },
    ]) {
      expect((await api.request('POST', '/api/logging/events', { body })).status).toBe(400);
    }
    expect(await events()).toHaveLength(0);
  });
});
