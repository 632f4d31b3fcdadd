import { pdfStructure } from '../../test/pdf-structure';
import { pdfText } from '../../test/pdf-text';
import { accessiblePdf, artifact, tagged } from './accessible-pdf';

async function sample(locale: 'de-DE' | 'de-AT' | 'de-CH') {
  const { doc, root, finish } = accessiblePdf({ locale, title: 'Rechnung 7', author: 'Shop24' });
  tagged(doc, root, 'H1', () => doc.fontSize(20).text('Rechnung'));
  artifact(doc, () => doc.moveTo(50, 120).lineTo(300, 120).stroke());
  const table = tagged(doc, root, 'Table');
  const row = tagged(doc, table, 'TR');
  tagged(doc, row, 'TH', () => doc.fontSize(10).text('Artikel'), { scope: 'Column' });
  tagged(doc, root, 'P', () => doc.text('Łukasz Dvořák'));
  return finish();
}

describe('an accessible PDF', () => {
  it.each(['de-DE', 'de-AT', 'de-CH'] as const)(
    'is tagged in reading order, in the language of the %s shop, and shows its title',
    async (locale) => {
      const pdf = await sample(locale);
      const structure = pdfStructure(pdf);
      expect(structure).toMatchObject({
        tagged: true,
        lang: locale,
        displaysTitle: true,
        title: 'Rechnung 7',
      });
      expect(structure.types).toEqual(['Document', 'H1', 'Table', 'TR', 'TH', 'P']);
      // Drawn in the embedded Noto Sans, which has every letter of the name.
      expect(pdfText(pdf)).toContain('Łukasz Dvořák');
    },
  );
});
