import { startTestApi, type TestApi } from '../../test/api-harness';
import { dialects } from '../../test/test-database';

describe.each(dialects)('GET /api/products/media/{file} (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  it('serves the product image as SVG that may not run script, cacheable with an ETag', async () => {
    const response = await fetch(`${api.baseUrl}/api/products/media/100001.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toContain('<title>Edelstahl-Pfannenset, 3-teilig</title>');
    const again = await fetch(`${api.baseUrl}/api/products/media/100001.svg`, {
      headers: { 'if-none-match': response.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('answers 404 for unknown products and other file names', async () => {
    expect((await api.request('GET', '/api/products/media/999999.svg')).status).toBe(404);
    expect((await api.request('GET', '/api/products/media/..%2Fsecret.svg')).status).toBe(404);
    expect((await api.request('GET', '/api/products/media/100001.png')).status).toBe(404);
  });
});
