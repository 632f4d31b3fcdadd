import PDFDocument from 'pdfkit';
import type { InvoiceDocument } from '../../../domain/orders/invoices/invoice-document';
import type { Seller } from '../../../domain/shops/shop-records';
import { font, heightOfText, registerFonts, text, type Weight } from '../../documents/pdf-fonts';
import { invoiceTexts } from './invoice-texts';
import { drawInvoiceCredits, transferRequest } from './invoice-credits';
import { attachSwissQrBill, hasSwissQrBill } from './swiss-qr-bill';

export const invoiceFilename = (invoiceNumber: string) => `Rechnung-${invoiceNumber}.pdf`;

const LEFT = 50;
const RIGHT = 545;
const PAGE_BOTTOM = 770;

/** Item table columns: x and width; amounts right-aligned. */
const columns = {
  position: { x: LEFT, width: 24 },
  article: { x: 76, width: 180 },
  quantity: { x: 258, width: 36 },
  net: { x: 296, width: 70 },
  rate: { x: 368, width: 44 },
  tax: { x: 414, width: 62 },
  gross: { x: 478, width: 67 },
} as const;

type Column = keyof typeof columns;

const dateOf = (isoDay: string) => isoDay.split('-').reverse().join('.');

/**
 * The invoice as PDF (pdfkit, A4, Noto Sans embedded: names in any script): seller with address and VAT number,
 * customer's billing address, invoice and delivery date, each item with net amount, rate and
 * VAT, the totals per rate and the payment terms of the customer's shop.
 */
export function invoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const t = invoiceTexts(invoice.locale);
  const money = new Intl.NumberFormat(invoice.locale, {
    style: 'currency',
    currency: invoice.currency,
  });
  const amount = (cents: number) => money.format(cents / 100);
  const percent = new Intl.NumberFormat(invoice.locale, { maximumFractionDigits: 1 });
  const rate = (basisPoints: number) => `${percent.format(basisPoints / 100)}\u00a0%`;
  const { seller, figures } = invoice;

  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: { Title: `${t.title} ${invoice.invoiceNumber}`, Author: seller.name },
  });
  registerFonts(doc);
  let weight: Weight = 'regular';
  const setFont = (next: Weight) => {
    weight = next;
    return font(doc, next);
  };
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Seller (top right) and the customer's billing address (left, for a window envelope).
  setFont('regular').fontSize(9);
  text(
    doc,
    weight,
    [
      seller.name,
      seller.street,
      `${seller.zipCode} ${seller.city}`,
      seller.country,
      `${seller.vatIdLabel} ${seller.vatId}`,
    ].join('\n'),
    360,
    50,
    { width: RIGHT - 360 },
  );
  // The footer sits in the bottom margin, which pdfkit would otherwise answer with a new page.
  doc.page.margins.bottom = 0;
  doc.fontSize(8).text(t.billTo, LEFT, 130);
  text(doc.fontSize(11), weight, invoice.billTo.join('\n'), LEFT, 142, { width: 250 });

  setFont('bold').fontSize(20).text(t.title, LEFT, 230);
  const facts: Array<[string, string]> = [
    [t.invoiceNumber, invoice.invoiceNumber],
    [t.issuedOn, dateOf(invoice.issuedOn)],
    [t.deliveredOn, invoice.deliveredOn ? dateOf(invoice.deliveredOn) : t.deliveryPending],
    ...(invoice.orderNumber ? [[t.orderNumber, invoice.orderNumber] as [string, string]] : []),
    [t.customerNumber, invoice.customerNumber],
    [t.dueDate, dateOf(invoice.dueDate)],
  ];
  let y = 262;
  doc.fontSize(10);
  for (const [label, value] of facts) {
    setFont('regular').text(label, LEFT, y, { width: 130 });
    setFont('bold').text(value, 180, y, { width: 300 });
    y += 15;
  }

  const cell = (column: Column, content: string, top: number, right = true) =>
    text(doc, weight, content, columns[column].x, top, {
      width: columns[column].width,
      align: right ? 'right' : 'left',
    });
  const rule = (top: number) => doc.moveTo(LEFT, top).lineTo(RIGHT, top).lineWidth(0.5).stroke();
  const header = (top: number) => {
    setFont('bold').fontSize(9);
    cell('position', t.position, top, false);
    cell('article', t.article, top, false);
    cell('quantity', t.quantity, top);
    cell('net', t.net, top);
    cell('rate', `${t.tax}-${t.rate}`, top);
    cell('tax', t.tax, top);
    cell('gross', t.gross, top);
    rule(top + 13);
    setFont('regular').fontSize(9);
    return top + 18;
  };

  y = header(y + 15);
  figures.lines.forEach((line, index) => {
    const title = `${line.title}\n${t.articleNo} ${line.sku}`;
    const height = heightOfText(doc, weight, title, { width: columns.article.width });
    if (y + height > PAGE_BOTTOM) {
      doc.addPage();
      y = header(LEFT);
    }
    cell('position', String(index + 1), y, false);
    cell('article', title, y, false);
    cell('quantity', String(line.quantity), y);
    cell('net', amount(line.netCents), y);
    cell('rate', rate(line.vatRate), y);
    cell('tax', amount(line.vatCents), y);
    cell('gross', amount(line.grossCents), y);
    y += height + 6;
  });
  if (figures.shipping.grossCents > 0) {
    const rates = figures.shipping.vatRates;
    cell('article', t.shipping, y, false);
    cell('net', amount(figures.shipping.netCents), y);
    cell('rate', rates.length === 1 ? rate(rates[0] as number) : t.proportional, y);
    cell('tax', amount(figures.shipping.vatCents), y);
    cell('gross', amount(figures.shipping.grossCents), y);
    y += 18;
  }
  rule(y);
  y += 10;

  if (y > PAGE_BOTTOM - 140) {
    doc.addPage();
    y = LEFT;
  }
  setFont('bold').fontSize(10).text(t.ratesTitle, LEFT, y);
  y += 16;
  setFont('regular').fontSize(9);
  for (const total of figures.rates) {
    cell('article', `${t.tax} ${rate(total.vatRate)}`, y, false);
    cell('net', amount(total.netCents), y);
    cell('rate', rate(total.vatRate), y);
    cell('tax', amount(total.vatCents), y);
    cell('gross', amount(total.grossCents), y);
    y += 14;
  }
  y += 6;
  const sums: Array<[string, number]> = [
    [t.totalNet, figures.totalNetCents],
    [t.totalTax, figures.totalVatCents],
    [t.total, figures.totalGrossCents],
  ];
  for (const [label, cents] of sums) {
    const last = label === t.total;
    setFont(last ? 'bold' : 'regular').fontSize(last ? 11 : 10);
    doc.text(label, 296, y, { width: 150 });
    doc.text(amount(cents), 446, y, { width: RIGHT - 446, align: 'right' });
    y += 16;
  }
  y = drawInvoiceCredits(doc, invoice, y, amount);

  y += 14;
  if (y > PAGE_BOTTOM - 120) {
    doc.addPage();
    y = LEFT;
  }
  setFont('bold').fontSize(10).text(t.paymentTitle, LEFT, y);
  setFont('regular').fontSize(10);
  doc.text(
    `${t.paymentType[invoice.paymentType]}, ${t.dueDate.toLowerCase()} ${dateOf(invoice.dueDate)}`,
  );
  doc.text(t.terms[invoice.paymentType], { width: RIGHT - LEFT });
  if (invoice.paymentType === 'INVOICE') {
    const bank = invoice.bankTransfer;
    doc.moveDown(0.5).text(transferRequest(invoice, t.transfer, amount));
    doc.text(`${t.recipient}: ${bank.recipient}`);
    doc.text(`${t.iban}: ${bank.iban}`);
    doc.text(`${t.bic}: ${bank.bic} (${bank.bankName})`);
    doc.text(`${t.reference}: ${invoice.paymentReference}`);
  }
  doc.moveDown().text(t.thanks);

  footer(doc, seller);
  if (hasSwissQrBill(invoice)) attachSwissQrBill(doc, invoice);
  doc.end();
  return done;
}

/** The company's particulars every business letter names, managing directors included. */
function footer(doc: PDFKit.PDFDocument, seller: Seller) {
  const line = (content: string, top: number) =>
    doc.text(content, LEFT, top, { width: RIGHT - LEFT, align: 'center', lineBreak: false });
  doc.fontSize(8);
  line(
    `${seller.name} · ${seller.street} · ${seller.zipCode} ${seller.city} · ${seller.register} · ${seller.vatIdLabel} ${seller.vatId}`,
    794,
  );
  line(`${seller.managingDirectors.label}: ${seller.managingDirectors.names.join(', ')}`, 805);
}
