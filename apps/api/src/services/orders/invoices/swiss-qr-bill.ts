import path from 'node:path';
import { countryOfLocale } from '@account/contracts';
import { SwissQRBill } from 'swissqrbill/pdf';
import type { Data, Debtor } from 'swissqrbill/types';
import type {
  BillingParty,
  InvoiceDocument,
} from '../../../domain/orders/invoices/invoice-document';
import { tagged } from '../../documents/accessible-pdf';
import { font } from '../../documents/pdf-fonts';

type Doc = PDFKit.PDFDocument;

/**
 * The standard permits Arial, Frutiger, Helvetica and Liberation Sans on the payment part; swissqrbill
 * selects the font by one of these names (and "<name>-Bold"). Arimo is Liberation Sans 2 under its
 * upstream name, the same glyphs and metrics, and is embedded like every font of a PDF/UA document.
 */
const FONT = 'Liberation Sans';
const arimo = (weight: string) => {
  const dir = path.dirname(require.resolve('@expo-google-fonts/arimo/package.json'));
  return path.join(dir, weight, `Arimo_${weight}.ttf`);
};

/**
 * The characters a Swiss QR code may carry (Swiss Implementation Guidelines QR-bill, the Latin
 * character set): Basic Latin, Latin-1 Supplement, Latin Extended-A, Ș ș Ț ț and €. The payment
 * part is printed in a Latin font as well.
 */
const PAYMENT_CHARACTERS = /^[\u0020-\u007e\u00a0-\u017f\u0218-\u021b\u20ac]*$/;

/** Each field of the address: its text and the most characters the standard allows in it. */
const fits = (fields: Array<[string, number]>) =>
  fields.every(
    ([text, max]) => text.trim() !== '' && text.length <= max && PAYMENT_CHARACTERS.test(text),
  );

/**
 * The customer as the debtor, a structured address ("S"). A name or address the standard's
 * characters cannot write (Chinese, Greek, Cyrillic) or that is longer than its field leaves
 * "Zahlbar durch" open, the empty frame the customer fills in by hand: the slip stays payable,
 * where a transliteration would misspell the customer's name.
 */
function debtorOf(party: BillingParty): Debtor | undefined {
  const { name, street, streetNumber, zipCode, city, country } = party;
  const required: Array<[string, number]> = [
    [name, 70],
    [street, 70],
    [zipCode, 16],
    [city, 35],
  ];
  if (!fits(streetNumber ? [...required, [streetNumber, 16]] : required)) return undefined;
  return {
    name,
    address: street,
    ...(streetNumber ? { buildingNumber: streetNumber } : {}),
    zip: zipCode,
    city,
    country,
  };
}

/** "Industriestrasse 8" → street and building number, the parts of a structured address. */
function streetAndNumber(line: string): { address: string; buildingNumber?: string } {
  const match = line.match(/^(.*\S)\s+(\d+\s?[a-zA-Z]?)$/);
  return match ? { address: match[1]!, buildingNumber: match[2]! } : { address: line };
}

/**
 * The payment part's data: the shop (the seller that issued the invoice) as creditor with its
 * account, what is left to pay in francs, the invoice's creditor reference, the customer.
 */
function paymentPartOf(invoice: InvoiceDocument): Data {
  const { seller, bankTransfer, billingParty } = invoice;
  const debtor = debtorOf(billingParty);
  return {
    currency: 'CHF',
    amount: invoice.openAmountCents / 100,
    reference: invoice.paymentReference,
    creditor: {
      account: bankTransfer.iban,
      name: seller.name,
      ...streetAndNumber(seller.street),
      zip: seller.zipCode,
      city: seller.city,
      country: countryOfLocale[invoice.locale],
    },
    ...(debtor ? { debtor } : {}),
  };
}

/** An invoice of the Swiss shop to pay by transfer, with something left to pay. */
export const hasSwissQrBill = (invoice: InvoiceDocument): boolean =>
  countryOfLocale[invoice.locale] === 'CH' &&
  invoice.paymentType === 'INVOICE' &&
  invoice.openAmountCents > 0;

/** What a screen reader says for the payment part, which it cannot read as a picture. */
function describe(invoice: InvoiceDocument, data: Data): string {
  const money = new Intl.NumberFormat(invoice.locale, { style: 'currency', currency: 'CHF' });
  const address = (party: Debtor) =>
    [
      party.name,
      [party.address, party.buildingNumber].filter(Boolean).join(' '),
      `${party.zip} ${party.city}`,
    ].join(', ');
  return [
    'Zahlteil mit Swiss QR Code',
    `Konto / Zahlbar an: ${invoice.bankTransfer.iban}, ${address(data.creditor)}`,
    `Referenz: ${invoice.paymentReference}`,
    `Betrag: ${money.format(invoice.openAmountCents / 100)}`,
    `Zahlbar durch: ${data.debtor ? address(data.debtor) : 'Name und Adresse von Hand eintragen'}`,
  ].join('. ');
}

/**
 * The Swiss QR-bill (payment part with receipt, swissqrbill) at the bottom of the last page, or
 * of a new A4 page when the invoice leaves no room for its 105 mm. In a tagged document it is a
 * `Figure` below `parent` whose alternative text holds what the slip says (creditor, amount,
 * reference, debtor); the QR code and the slip's text are drawn inside it.
 */
export function attachSwissQrBill(
  doc: Doc,
  invoice: InvoiceDocument,
  parent?: PDFKit.PDFStructureElement,
): void {
  const data = paymentPartOf(invoice);
  const bill = new SwissQRBill(data, { language: 'DE', fontName: FONT });
  doc.registerFont(FONT, arimo('400Regular'));
  doc.registerFont(`${FONT}-Bold`, arimo('700Bold'));
  if (!SwissQRBill.isSpaceSufficient(doc)) doc.addPage({ size: 'A4', margin: 0 });
  // Its texts sit in the page's bottom margin, where pdfkit would otherwise break to a new page.
  doc.page.margins.bottom = 0;
  const draw = () => {
    // Its dashed separation lines would otherwise dash every line drawn after it.
    doc.save();
    bill.attachTo(doc, 0, doc.page.height - SwissQRBill.height);
    doc.restore();
  };
  if (parent) tagged(doc, parent, 'Figure', draw, { alt: describe(invoice, data) });
  else draw();
  font(doc, 'regular');
}
