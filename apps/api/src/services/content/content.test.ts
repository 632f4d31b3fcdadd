import { contentSlugs } from '@account/contracts';
import { accessibleDocuments } from '../../seed/content/accessibility-statement';
import statement from '../../seed/content/accessibility-statement.json';
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
      // The accessibility statement is as current as the check it was written from.
      const updatedOn = slug === 'barrierefreiheit' ? statement.checkedOn : '2026-11-01';
      expect(body).toMatchObject({ slug, title: expect.any(String), updatedOn });
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

  it('states accessibility per shop: its law, its authority, and of each area only what the evidence showed', async () => {
    const statementOf = async (locale: 'de-DE' | 'de-AT' | 'de-CH') => {
      const { body } = await api.request('GET', '/api/content/pages/barrierefreiheit', { locale });
      return {
        text: JSON.stringify(body),
        section: (heading: string) =>
          (body.sections as { heading: string; paragraphs: string[] }[]).find(
            (section) => section.heading === heading,
          )?.paragraphs ?? [],
      };
    };
    const de = await statementOf('de-DE');
    expect(de.text).toContain('Barrierefreiheitsstärkungsgesetz (BFSG)');
    expect(de.section('Durchsetzungsverfahren').join(' ')).toContain(
      'Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)',
    );
    const at = await statementOf('de-AT');
    expect(at.text).toContain('Barrierefreiheitsgesetz (BaFG)');
    expect(at.section('Schlichtungsverfahren').join(' ')).toContain('Sozialministeriumservice');
    const ch = await statementOf('de-CH');
    expect(ch.section('Anlaufstelle für Fragen').join(' ')).toContain(
      'Eidgenössische Büro für die Gleichstellung von Menschen mit Behinderungen (EBGB)',
    );
    expect(ch.text).not.toContain('Durchsetzungsverfahren');

    // One line per area, saying no more than the committed statement data.
    const lines = de.section('Vereinbarkeit mit den Anforderungen').slice(1);
    expect(lines).toHaveLength(statement.areas.length);
    for (const [index, area] of statement.areas.entries()) {
      if (area.status === 'vereinbar') expect(lines[index]).toContain(': vereinbar');
      else expect(lines[index]).not.toContain(': vereinbar');
      if (area.status === 'nicht-geprueft') expect(lines[index]).toMatch(/: nicht geprüft\.$/);
    }
    expect(de.text).toContain('/contacts/form?topic=accessibility');

    // The documents with their state (issue 39, point 6), in every shop.
    for (const shop of [de, at, ch]) {
      const documents = shop.section('Dokumente').slice(1);
      expect(documents).toHaveLength(accessibleDocuments.length);
      for (const [index, document] of accessibleDocuments.entries()) {
        expect(documents[index]).toMatch(
          new RegExp(`^${document.name.replace(/[()]/g, '\\$&')}: `),
        );
        if (document.taggedPdf) expect(documents[index]).toContain('getaggtes PDF (PDF/UA)');
        else expect(documents[index]).toContain('noch kein getaggtes PDF');
      }
    }
    expect(de.section('Dokumente').join(' ')).toContain(
      'Datenauskunft (Zusammenfassung): getaggtes PDF (PDF/UA) mit Lesereihenfolge, Überschriften und Tabellen, in der Sprache des Shops, mit eingebetteten Unicode-Schriften.',
    );
  });

  it('answers 404 for a page it does not have', async () => {
    expect(await api.request('GET', '/api/content/pages/geheim')).toMatchObject({
      status: 404,
      body: { errorKey: 'NOT_FOUND' },
    });
  });
});
