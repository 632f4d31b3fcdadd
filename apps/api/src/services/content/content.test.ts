import { contentSlugs } from '@account/contracts';
import { startTestApi, type TestApi } from '../../test/api-harness';
import { dialects } from '../../test/test-database';

describe.each(dialects)('GET /api/content/pages/{slug} (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  it('serves every page the account links, without a session', async () => {
    for (const slug of contentSlugs) {
      const { status, body } = await api.request('GET', `/api/content/pages/${slug}`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ slug, title: expect.any(String), updatedOn: '2026-11-01' });
      expect(body.sections.length).toBeGreaterThan(0);
    }
  });

  it('answers each shop in its own words: phone, currency, law; Swiss texts without ß', async () => {
    const page = async (slug: string, locale: 'de-DE' | 'de-AT' | 'de-CH') =>
      (await api.request('GET', `/api/content/pages/${slug}`, { locale })).body;
    expect(JSON.stringify(await page('impressum', 'de-DE'))).toContain('0800 23 23 23 0');
    expect((await page('impressum', 'de-AT')).intro).toContain('E-Commerce-Gesetz');
    expect(JSON.stringify(await page('hilfe', 'de-CH'))).toContain('CHF');
    expect((await page('widerrufsbelehrung', 'de-DE')).title).toBe('Widerrufsbelehrung');
    expect((await page('widerrufsbelehrung', 'de-CH')).title).toBe('Rückgaberecht');
    for (const slug of contentSlugs) {
      expect(JSON.stringify(await page(slug, 'de-CH'))).not.toContain('ß');
    }
    expect(JSON.stringify(await page('impressum', 'de-CH'))).toContain(
      'kundenservice@shop24direkt.ch',
    );
  });

  it('answers 404 for a page it does not have', async () => {
    expect(await api.request('GET', '/api/content/pages/geheim')).toMatchObject({
      status: 404,
      body: { errorKey: 'NOT_FOUND' },
    });
  });
});
