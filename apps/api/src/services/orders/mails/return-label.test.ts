import type { CountryCode, Locale } from '@account/contracts';
import { returnAddressOf } from '../../../domain/shops/shop-records';
import { carriers, returnCarrierOf } from '../../../domain/returns/carriers';
import { pdfStructure } from '../../../test/pdf-structure';
import { pdfText } from '../../../test/pdf-text';
import { readCodes } from '../../../test/read-codes';
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
        carrier: 'dhl',
        parcelNumber: carriers.dhl.parcelNumbers.numberOf(1),
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

  describe.each([
    {
      locale: 'de-DE',
      country: 'DE',
      carrier: 'DHL',
      product: 'DHL Retoure',
      mark: 'Porto zahlt Empfänger',
      number: '340000000428',
      readable: '34.000 000.042 8',
      qrCode: true,
    },
    {
      locale: 'de-AT',
      country: 'AT',
      carrier: 'Österreichische Post',
      product: 'Retourpaket',
      mark: 'Entgelt bezahlt',
      number: 'CR500000415AT',
      readable: 'CR 50000041 5 AT',
      qrCode: false,
    },
    {
      locale: 'de-CH',
      country: 'CH',
      carrier: 'Die Schweizerische Post',
      product: 'PostPac Priority Retour',
      mark: 'Nicht frankieren – Porto zahlt Empfänger',
      number: '994010000000000042',
      readable: '99.40.100000.00000042',
      qrCode: true,
    },
  ] as Array<{
    locale: Locale;
    country: CountryCode;
    carrier: string;
    product: string;
    mark: string;
    number: string;
    readable: string;
    qrCode: boolean;
  }>)('in the $country shop', (shop) => {
    let pdf: Buffer;
    beforeAll(async () => {
      const carrier = returnCarrierOf(shop.country);
      expect(carrier.parcelNumbers.numberOf(42)).toBe(shop.number);
      pdf = await returnLabelPdf({
        locale: shop.locale,
        orderNumber: '71010007',
        registered: {
          code: 'R71010007-1',
          reason: null,
          carrier: carrier.id,
          parcelNumber: shop.number,
          items: [{ title: 'Pfanne 28 cm', sku: '100001-01', quantity: 1 }],
        },
        sender: ['Anna Huber', 'Mariahilfer Straße 45', '1060 Wien'],
        to: returnAddressOf(shop.country),
      });
    });

    it("names the shop's carrier, its return product, the prepaid mark and the parcel number", () => {
      const text = pdfText(pdf);
      expect(text).toContain(`${shop.carrier}\n${shop.product}\n`);
      expect(text.replace(/\s+/g, ' ')).toContain(shop.mark);
      expect(text).toContain(`Sendungsnummer ${shop.readable}`);
      expect(text).toContain('Die Rücksendung ist für Sie kostenlos.');
      // The shop's own texts in Swiss spelling; the customer's address stays as it was written.
      if (shop.locale === 'de-CH')
        expect(text.replace('Mariahilfer Straße 45', '')).not.toContain('ß');
    });

    it('carries the parcel number as a Code 128 barcode, and as a QR code where the carrier takes returns without a label', () => {
      const codes = readCodes(pdf);
      expect(codes.code128).toBe(shop.number);
      expect(codes.qrCode).toBe(shop.qrCode ? shop.number : null);
      expect(pdfText(pdf).includes('Rückgabe ohne Drucker')).toBe(shop.qrCode);
    });

    it('is a tagged PDF in the language of the shop, titled, the barcode a figure named by its number', () => {
      const structure = pdfStructure(pdf);
      expect(structure).toMatchObject({
        tagged: true,
        lang: shop.locale,
        displaysTitle: true,
        title: 'Rücksendeschein R71010007-1',
      });
      expect(structure.types.filter((type) => type === 'Figure')).toHaveLength(shop.qrCode ? 2 : 1);
      expect(pdf.toString('latin1')).toContain(
        `/Alt (Strichcode der Sendungsnummer ${shop.readable})`,
      );
      // Every font embedded (PDF/UA): none of pdfkit's built-in ones, such as Courier.
      expect(pdf.toString('latin1')).not.toMatch(/\/BaseFont \/(Courier|Helvetica|Times)/);
    });
  });
});
