import type { Locale } from '@account/contracts';
import { electronicFormatIBAN } from 'ibantools';
import { bankTransferOf } from '../../../domain/shops/shop-records';
import { sellerOf } from '../../../domain/shops/shop-records';
import type { InvoiceDocument } from '../../../domain/orders/invoices/invoice-document';
import { vatFigures } from '../../../domain/orders/invoices/vat-figures';
import { accessiblePdf, tagged } from '../../documents/accessible-pdf';
import { altTexts } from '../../../test/pdf-alt-text';
import { pdfStructure } from '../../../test/pdf-structure';
import { startTestApi, type TestApi } from '../../../test/api-harness';
import {
  ANNA,
  LUCA,
  MAX_ORDERS,
  SEQ,
  orderNumber,
  shopper,
  type Shopper,
} from '../../../test/order-helpers';
import { pageCount, qrCodeInPaymentPart } from '../../../test/pdf-qr-code';
import { pdfText } from '../../../test/pdf-text';
import { dialects } from '../../../test/test-database';
import { attachSwissQrBill } from './swiss-qr-bill';

/**
 * The Swiss Payments Code as the Swiss Implementation Guidelines QR-bill (v2.x) lay it out:
 * one element per line, in this order.
 */
function swissPaymentsCode(text: string) {
  const lines = text.split(/\r?\n/);
  const address = (at: number) => ({
    type: lines[at],
    name: lines[at + 1],
    street: lines[at + 2],
    buildingNumber: lines[at + 3],
    zip: lines[at + 4],
    city: lines[at + 5],
    country: lines[at + 6],
  });
  return {
    header: lines.slice(0, 3),
    iban: lines[3],
    creditor: address(4),
    ultimateCreditor: lines.slice(11, 18),
    amount: lines[18],
    currency: lines[19],
    debtor: address(20),
    referenceType: lines[27],
    reference: lines[28],
    message: lines[29],
    trailer: lines[30],
  };
}

/** ISO 11649: the first four characters moved to the end, letters as 10–35, leave 1 mod 97. */
const creditorReferenceIsValid = (reference: string) =>
  BigInt(
    [...(reference.slice(4) + reference.slice(0, 4))]
      .map((char) => parseInt(char, 36).toString())
      .join(''),
  ) %
    97n ===
  1n;

describe.each(dialects)('the Swiss QR-bill on an invoice (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api.close());

  const download = async (who: Shopper, locale: Locale, invoiceNumber: string) => {
    const response = await fetch(`${api.baseUrl}/api/orders/invoices/${invoiceNumber}/pdf`, {
      headers: { cookie: `av_access=${who.cookies.av_access}`, 'x-locale': locale },
    });
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  };

  it("asks a Swiss customer to pay what is left of an invoice to the shop's account, with a checked creditor reference", async () => {
    const luca = await shopper(api, LUCA);
    // Partly returned: what is left to pay is less than the invoice's total.
    const invoiceNumber = `RE${orderNumber(LUCA, SEQ.partiallyReturned)}`;
    const open = (await luca.get('/api/orders/invoices/open')).body;
    const invoice = open.invoices.find(
      (i: { invoiceNumber: string }) => i.invoiceNumber === invoiceNumber,
    );
    expect(invoice).toMatchObject({ paymentType: 'INVOICE' });

    const pdf = await download(luca, LUCA.locale, invoiceNumber);
    const pages = pageCount(pdf);
    const qr = qrCodeInPaymentPart(pdf, pages);
    expect(qr).not.toBeNull();
    const code = swissPaymentsCode(qr ?? '');

    expect(code.header).toEqual(['SPC', '0200', '1']);
    expect(code.amount).toBe(invoice.openAmount.toFixed(2));
    expect(code.currency).toBe('CHF');
    expect(code.iban).toBe(electronicFormatIBAN(open.bankTransfer.iban));
    expect(code.creditor).toEqual({
      type: 'S',
      name: 'Shop24 Direkt AG',
      street: 'Industriestrasse',
      buildingNumber: '8',
      zip: '8604',
      city: 'Volketswil',
      country: 'CH',
    });
    expect(code.ultimateCreditor).toEqual(Array(7).fill(''));
    expect(code.debtor).toEqual({
      type: 'S',
      name: 'Herr Luca Meier',
      street: 'Bahnhofstrasse',
      buildingNumber: '21',
      zip: '8001',
      city: 'Zürich',
      country: 'CH',
    });
    // An ordinary IBAN (not a QR-IBAN) takes an ISO 11649 creditor reference.
    const qrIid = Number(code.iban?.slice(4, 9));
    expect(qrIid < 30000 || qrIid > 31999).toBe(true);
    expect(code.referenceType).toBe('SCOR');
    expect(code.reference).toMatch(/^RF\d{2}[A-Z0-9]{1,21}$/);
    expect(creditorReferenceIsValid(code.reference ?? '')).toBe(true);
    // Derived from the invoice number: the same on every print, and it names the invoice.
    expect(code.reference).toContain(invoiceNumber);
    expect(code.trailer).toBe('EPD');

    // The slip repeats it for the eye, and the open invoices give the same reference.
    const text = pdfText(pdf);
    expect(text).toContain('Zahlteil');
    expect(text).toContain('Empfangsschein');
    const grouped = code.reference?.match(/.{1,4}/g)?.join(' ');
    expect(text).toContain(grouped);
    expect(invoice.paymentReference).toBe(grouped);
    expect(text).not.toContain('ß');
  });

  it('leaves the debtor to be filled in by hand when the standard cannot write the name', async () => {
    const luca = await shopper(api, LUCA);
    await api.database.db
      .updateTable('customers')
      .set({ last_name: 'Meier 王' })
      .where('email', '=', LUCA.email)
      .execute();
    const pdf = await download(luca, LUCA.locale, `RE${orderNumber(LUCA, SEQ.delivered)}`);
    const code = swissPaymentsCode(qrCodeInPaymentPart(pdf, pageCount(pdf)) ?? '');
    expect(Object.values(code.debtor)).toEqual(Array(7).fill(''));
    expect(code.referenceType).toBe('SCOR');
    expect(pdfText(pdf)).toContain('Zahlbar durch (Name/Adresse)');
  });

  it.each([
    ['German', MAX_ORDERS],
    ['Austrian', ANNA],
  ])('prints no QR-bill on a %s invoice to pay by transfer', async (_, customer) => {
    const who = await shopper(api, customer);
    const invoiceNumber = `RE${orderNumber(customer, SEQ.delivered)}`;
    const pdf = await download(who, customer.locale, invoiceNumber);
    expect(pageCount(pdf)).toBe(1);
    expect(qrCodeInPaymentPart(pdf, 1)).toBeNull();
    const text = pdfText(pdf);
    expect(text).not.toContain('Zahlteil');
    // Their transfers keep the invoice number as the reference.
    expect(text).toContain(`Verwendungszweck: ${invoiceNumber}`);
  });
});

describe('the Swiss QR-bill in a tagged invoice', () => {
  const invoice: InvoiceDocument = {
    locale: 'de-CH',
    seller: sellerOf('de-CH'),
    invoiceNumber: 'RE73010009',
    issuedOn: '2026-03-02',
    deliveredOn: '2026-03-05',
    dueDate: '2026-03-16',
    orderNumber: '73010009',
    customerNumber: '4711',
    billTo: ['Frau Zoë Müller', 'Rue du Marché 3a', '1204 Genève'],
    billingParty: {
      name: 'Frau Zoë Müller',
      careOf: null,
      street: 'Rue du Marché',
      streetNumber: '3a',
      zipCode: '1204',
      city: 'Genève',
      country: 'CH',
    },
    currency: 'CHF',
    openAmountCents: 123_456,
    paymentType: 'INVOICE',
    bankTransfer: bankTransferOf('CH'),
    paymentReference: 'RF48 RE73 0100 09',
    sepaDirectDebit: null,
    figures: vatFigures([], 0),
    creditNotes: [],
  };

  it('is a figure whose alternative text says whom to pay, how much and with which reference', async () => {
    const { doc, root, finish } = accessiblePdf({
      locale: 'de-CH',
      title: 'Rechnung RE73010009',
      author: 'Shop24 Direkt AG',
    });
    tagged(doc, root, 'H1', () => doc.fontSize(20).text('Rechnung'));
    attachSwissQrBill(doc, invoice, root);
    const pdf = await finish();

    expect(pdfStructure(pdf)).toMatchObject({ tagged: true, types: ['Document', 'H1', 'Figure'] });
    // A short invoice leaves room for the slip at the bottom of its page.
    expect(pageCount(pdf)).toBe(1);
    expect(altTexts(pdf)).toEqual([
      'Zahlteil mit Swiss QR Code. ' +
        'Konto / Zahlbar an: CH93 0076 2011 6238 5295 7, Shop24 Direkt AG, Industriestrasse 8, 8604 Volketswil. ' +
        'Referenz: RF48 RE73 0100 09. ' +
        `Betrag: ${new Intl.NumberFormat('de-CH', { style: 'currency', currency: 'CHF' }).format(1234.56)}. ` +
        'Zahlbar durch: Frau Zoë Müller, Rue du Marché 3a, 1204 Genève',
    ]);
    const code = swissPaymentsCode(qrCodeInPaymentPart(pdf, 1) ?? '');
    expect(code).toMatchObject({
      amount: '1234.56',
      reference: 'RF48RE73010009',
      debtor: { name: 'Frau Zoë Müller', street: 'Rue du Marché', buildingNumber: '3a' },
    });
  });
});
