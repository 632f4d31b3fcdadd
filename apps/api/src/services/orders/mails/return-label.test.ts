import { pdfText } from '../../../test/pdf-text';
import { returnLabelPdf } from './return-label';

/** Names as customers write them: Latin with accents, Greek, Cyrillic, Chinese, Japanese. */
const names = {
  polish: 'Łukasz Dvořák',
  greek: 'Γιώργος Παπαδόπουλος',
  cyrillic: 'Дмитрий Иванов',
  chinese: '王小明',
  japanese: '山田 さくら',
};

describe('the return label', () => {
  it('prints names and titles of every script as they were written', async () => {
    const pdf = await returnLabelPdf({
      locale: 'de-DE',
      orderNumber: '71010007',
      registered: {
        code: 'R71010007-1',
        reason: null,
        items: [
          { title: 'Κουβέρτα „Ωκεανός“', sku: '100010-01', quantity: 1 },
          { title: 'Подушка 80 × 80 cm', sku: '100006-01', quantity: 2 },
          { title: 'Teekanne 急須 „Sakura“', sku: '100001-01', quantity: 1 },
        ],
      },
      sender: [
        `${names.polish} / ${names.chinese}`,
        `${names.greek} c/o ${names.cyrillic}`,
        names.japanese,
        'Musterstraße 12',
        '10115 Berlin',
      ],
      to: {
        recipient: 'Shop24 Direkt GmbH',
        department: 'Retourenzentrum',
        street: 'Lagerstraße 12',
        zipCode: '36251',
        city: 'Bad Hersfeld',
        country: 'Deutschland',
      },
    });
    const text = pdfText(pdf);
    expect(text).toContain(`${names.polish} / ${names.chinese}\n`);
    expect(text).toContain(`${names.greek} c/o ${names.cyrillic}\n`);
    expect(text).toContain(`${names.japanese}\nMusterstraße 12`);
    expect(text).toContain('1 × Κουβέρτα „Ωκεανός“ (Art.-Nr. 100010-01)');
    expect(text).toContain('2 × Подушка 80 × 80 cm (Art.-Nr. 100006-01)');
    expect(text).toContain('1 × Teekanne 急須 „Sakura“ (Art.-Nr. 100001-01)');
    expect(text).toContain('R71010007-1');
    expect(text).toContain('Rücksendeschein');
    // One page, as before: the fonts changed, not the layout.
    expect(pdf.toString('latin1').match(/\/Count (\d+)/)?.[1]).toBe('1');
  });
});
