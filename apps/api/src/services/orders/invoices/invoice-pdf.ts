import type { InvoiceDocument } from '../../../domain/orders/invoices/invoice-document';
import type { Seller } from '../../../domain/shops/shop-records';
import { accessiblePdf, artifact, tagged } from '../../documents/accessible-pdf';
import {
  amountFormat,
  dateOf,
  LEFT,
  PAGE_BOTTOM,
  rateFormat,
  RIGHT,
} from '../../documents/business-letter';
import { font, heightOfText, text, type Weight } from '../../documents/pdf-fonts';
import { invoiceTexts, type InvoiceTexts } from './invoice-texts';
import { debitedCents, drawInvoiceCredits, transferRequest } from './invoice-credits';
import { attachSwissQrBill, hasSwissQrBill } from './swiss-qr-bill';

export const invoiceFilename = (invoiceNumber: string) => `Rechnung-${invoiceNumber}.pdf`;

type Doc = PDFKit.PDFDocument;
type StructureElement = PDFKit.PDFStructureElement;

/** Where the footer begins: the payment block may reach down to here. */
const FOOTER_TOP = 790;

/** Item table columns: x and width; amounts right-aligned. */
const columns = {
  position: { x: LEFT, width: 22 },
  article: { x: 74, width: 144 },
  quantity: { x: 220, width: 36 },
  unitPrice: { x: 258, width: 58 },
  net: { x: 318, width: 50 },
  rate: { x: 370, width: 52 },
  tax: { x: 422, width: 55 },
  gross: { x: 479, width: 66 },
} as const;

type Column = keyof typeof columns;
type Cell = [Column, string, ('left' | 'right')?];

/** What every part of the invoice draws with: the document, its texts and formats. */
interface Page {
  doc: Doc;
  root: StructureElement;
  t: InvoiceTexts;
  invoice: InvoiceDocument;
  amount: (cents: number) => string;
  rate: (basisPoints: number) => string;
}

/**
 * The invoice as a tagged PDF (PDF/UA in the shop's language, Noto Sans embedded: names in any
 * script): logo, seller with address and VAT number, the customer's billing address, invoice and
 * delivery date, the items as a table with unit price, net amount, rate and VAT, the totals per
 * rate with the rounding rule, the payment terms of the customer's shop and the company's
 * particulars. A screen reader reads it in this order.
 */
export async function invoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const t = invoiceTexts(invoice.locale);
  const { doc, root, finish } = accessiblePdf({
    locale: invoice.locale,
    title: `${t.title} ${invoice.invoiceNumber}`,
    author: invoice.seller.name,
    margin: LEFT,
  });
  const page: Page = {
    doc,
    root,
    t,
    invoice,
    amount: amountFormat(invoice.locale, invoice.currency),
    rate: rateFormat(invoice.locale),
  };
  // The footer sits in the bottom margin, which pdfkit would otherwise answer with a new page.
  doc.page.margins.bottom = 0;
  letterhead(page);
  let y = facts(page);
  y = itemsTable(page, y + 15);
  y = rateTotals(page, y);
  y = sums(page, y);
  y = roundingNote(page, y);
  payment(page, y + 14);
  footer(page, invoice.seller);
  if (hasSwissQrBill(invoice)) attachSwissQrBill(doc, invoice, root);
  return finish();
}

/** The shop's logo: a vector wordmark, so it is sharp in print and needs no image file. */
function logo({ doc, root }: Page) {
  tagged(
    doc,
    root,
    'Figure',
    () => {
      doc.save();
      doc.roundedRect(LEFT, 45, 150, 34, 6).fill('#c8102e');
      doc.fillColor('#ffffff');
      font(doc, 'bold')
        .fontSize(16)
        .text('Shop24', LEFT + 10, 53, { lineBreak: false });
      font(doc, 'regular').fontSize(16).text(' Direkt', { lineBreak: false });
      doc.restore();
      doc.fillColor('#000000');
    },
    { alt: 'Shop24 Direkt' },
  );
}

/** Logo, seller (top right) and the customer's billing address (left, for a window envelope). */
function letterhead(page: Page) {
  const { doc, root, t, invoice } = page;
  const { seller } = invoice;
  logo(page);
  tagged(doc, root, 'P', () =>
    text(
      doc.fontSize(9),
      'regular',
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
    ),
  );
  tagged(doc, root, 'P', () => {
    font(doc, 'regular').fontSize(8).text(t.billTo, LEFT, 130);
    text(doc.fontSize(11), 'regular', invoice.billTo.join('\n'), LEFT, 142, { width: 250 });
  });
}

/** Title and the invoice's facts, label and value; returns where the items begin. */
function facts({ doc, root, t, invoice }: Page): number {
  tagged(doc, root, 'H1', () =>
    font(doc, 'bold').fontSize(20).text(t.title, LEFT, 230, { lineBreak: false }),
  );
  const rows: Array<[string, string]> = [
    [t.invoiceNumber, invoice.invoiceNumber],
    [t.issuedOn, dateOf(invoice.issuedOn)],
    [t.deliveredOn, invoice.deliveredOn ? dateOf(invoice.deliveredOn) : t.deliveryPending],
    ...(invoice.orderNumber ? [[t.orderNumber, invoice.orderNumber] as [string, string]] : []),
    [t.customerNumber, invoice.customerNumber],
    [t.dueDate, dateOf(invoice.dueDate)],
  ];
  let y = 262;
  for (const [label, value] of rows) {
    tagged(doc, root, 'P', () => {
      font(doc, 'regular').fontSize(10).text(label, LEFT, y, { width: 130 });
      font(doc, 'bold').text(value, 180, y, { width: 300 });
    });
    y += 15;
  }
  return y;
}

const rule = (doc: Doc, top: number) =>
  artifact(doc, () => doc.moveTo(LEFT, top).lineTo(RIGHT, top).lineWidth(0.5).stroke());

/** One table row: each cell a `TH` (column header) or `TD`, drawn at its column. */
function row(
  { doc }: Page,
  table: StructureElement,
  cells: Cell[],
  top: number,
  header = false,
): void {
  const weight: Weight = header ? 'bold' : 'regular';
  const tr = tagged(doc, table, 'TR');
  for (const [column, content, align] of cells)
    tagged(
      doc,
      tr,
      header ? 'TH' : 'TD',
      () =>
        text(doc.fontSize(9), weight, content, columns[column].x, top, {
          width: columns[column].width,
          align: align ?? 'right',
        }),
      header ? { scope: 'Column' } : {},
    );
  font(doc, 'regular');
}

/** The items table's header row, on every page it continues on; returns the first line's top. */
function tableHeader(page: Page, table: StructureElement, top: number): number {
  const { t } = page;
  row(
    page,
    table,
    [
      ['position', t.position, 'left'],
      ['article', t.article, 'left'],
      ['quantity', t.quantity],
      ['unitPrice', t.unitPrice],
      ['net', t.net],
      ['rate', `${t.tax}-${t.rate}`],
      ['tax', t.tax],
      ['gross', t.gross],
    ],
    top,
    true,
  );
  rule(page.doc, top + 13);
  return top + 18;
}

/** Each item with quantity, unit price, net amount, rate, VAT and gross; then the shipping. */
function itemsTable(page: Page, top: number): number {
  const { doc, root, t, invoice, amount, rate } = page;
  const { figures } = invoice;
  const table = tagged(doc, root, 'Table');
  let y = tableHeader(page, table, top);
  figures.lines.forEach((line, index) => {
    const title = `${line.title}\n${t.articleNo} ${line.sku}`;
    const height = heightOfText(doc.fontSize(9), 'regular', title, {
      width: columns.article.width,
    });
    if (y + height > PAGE_BOTTOM) {
      doc.addPage();
      doc.page.margins.bottom = 0;
      y = tableHeader(page, table, LEFT);
    }
    row(
      page,
      table,
      [
        ['position', String(index + 1), 'left'],
        ['article', title, 'left'],
        ['quantity', String(line.quantity)],
        ['unitPrice', amount(line.singlePriceCents)],
        ['net', amount(line.netCents)],
        ['rate', rate(line.vatRate)],
        ['tax', amount(line.vatCents)],
        ['gross', amount(line.grossCents)],
      ],
      y,
    );
    y += height + 6;
  });
  if (figures.shipping.grossCents > 0) {
    const rates = figures.shipping.vatRates;
    row(
      page,
      table,
      [
        ['article', t.shipping, 'left'],
        ['net', amount(figures.shipping.netCents)],
        ['rate', rates.length === 1 ? rate(rates[0] as number) : t.proportional],
        ['tax', amount(figures.shipping.vatCents)],
        ['gross', amount(figures.shipping.grossCents)],
      ],
      y,
    );
    y += 18;
  }
  rule(doc, y);
  return y + 10;
}

/** Net amount and VAT per rate, shipping's share included: a table of its own. */
function rateTotals(page: Page, top: number): number {
  const { doc, root, t, invoice, amount, rate } = page;
  let y = top;
  if (y > PAGE_BOTTOM - 160) {
    doc.addPage();
    doc.page.margins.bottom = 0;
    y = LEFT;
  }
  tagged(doc, root, 'H2', () =>
    font(doc, 'bold').fontSize(10).text(t.ratesTitle, LEFT, y, { lineBreak: false }),
  );
  y += 16;
  const table = tagged(doc, root, 'Table');
  for (const total of invoice.figures.rates) {
    row(
      page,
      table,
      [
        ['article', `${t.tax} ${rate(total.vatRate)}`, 'left'],
        ['net', amount(total.netCents)],
        ['rate', rate(total.vatRate)],
        ['tax', amount(total.vatCents)],
        ['gross', amount(total.grossCents)],
      ],
      y,
    );
    y += 14;
  }
  return y + 6;
}

/** Total net, total VAT and the amount of the invoice. */
function sums({ doc, root, t, invoice, amount }: Page, top: number): number {
  const { figures } = invoice;
  let y = top;
  const lines: Array<[string, number]> = [
    [t.totalNet, figures.totalNetCents],
    [t.totalTax, figures.totalVatCents],
    [t.total, figures.totalGrossCents],
  ];
  for (const [label, cents] of lines) {
    const last = label === t.total;
    tagged(doc, root, 'P', () => {
      font(doc, last ? 'bold' : 'regular').fontSize(last ? 11 : 10);
      doc.text(label, 296, y, { width: 150 });
      doc.text(amount(cents), 446, y, { width: RIGHT - 446, align: 'right' });
    });
    y += 16;
  }
  y = drawInvoiceCredits(doc, root, t, invoice, y, amount);
  return y;
}

/** Why the lines' VAT may differ from the rate's by a cent (see vat-figures.ts). */
function roundingNote({ doc, root, t }: Page, top: number): number {
  tagged(doc, root, 'P', () =>
    font(doc, 'regular')
      .fontSize(7.5)
      .text(t.roundingNote, LEFT, top, { width: RIGHT - LEFT }),
  );
  return doc.y;
}

/** How to pay: the terms of the customer's shop, the bank account for a transfer. */
function payment({ doc, root, t, invoice, amount }: Page, top: number) {
  let y = top;
  const lines = invoice.paymentType === 'INVOICE' ? 10 : 8;
  if (y + lines * 13 > FOOTER_TOP) {
    doc.addPage();
    doc.page.margins.bottom = 0;
    y = LEFT;
  }
  tagged(doc, root, 'H2', () =>
    font(doc, 'bold')
      .fontSize(10)
      .text(t.paymentTitle, LEFT, y, { width: RIGHT - LEFT }),
  );
  const paragraph = (content: string) =>
    tagged(doc, root, 'P', () =>
      font(doc, 'regular')
        .fontSize(10)
        .text(content, LEFT, doc.y, { width: RIGHT - LEFT }),
    );
  paragraph(
    `${t.paymentType[invoice.paymentType]}, ${t.dueDate.toLowerCase()} ${dateOf(invoice.dueDate)}`,
  );
  paragraph(t.terms[invoice.paymentType]);
  if (invoice.paymentType === 'INVOICE') {
    const bank = invoice.bankTransfer;
    doc.moveDown(0.5);
    paragraph(
      [
        transferRequest(invoice, t, amount),
        `${t.recipient}: ${bank.recipient}`,
        `${t.iban}: ${bank.iban}`,
        `${t.bic}: ${bank.bic} (${bank.bankName})`,
        `${t.reference}: ${invoice.paymentReference}`,
      ].join('\n'),
    );
  }
  if (invoice.paymentType === 'DIRECT_DEBIT') {
    const debit = invoice.sepaDirectDebit;
    doc.moveDown(0.5);
    paragraph(
      [
        t.debitNotice
          .replace('{amount}', amount(debitedCents(invoice)))
          .replace('{date}', dateOf(invoice.dueDate)),
        ...(debit
          ? [
              `${t.mandateReference}: ${debit.mandateReference}`,
              `${t.creditorId}: ${debit.creditorId}`,
            ]
          : []),
      ].join('\n'),
    );
  }
  doc.moveDown();
  paragraph(t.thanks);
}

/** The company's particulars every business letter names, managing directors included. */
function footer({ doc, root }: Page, seller: Seller) {
  const line = (content: string, top: number) =>
    tagged(doc, root, 'P', () =>
      font(doc, 'regular')
        .fontSize(8)
        .text(content, LEFT, top, { width: RIGHT - LEFT, align: 'center', lineBreak: false }),
    );
  line(
    `${seller.name} · ${seller.street} · ${seller.zipCode} ${seller.city} · ${seller.register} · ${seller.vatIdLabel} ${seller.vatId}`,
    794,
  );
  line(`${seller.managingDirectors.label}: ${seller.managingDirectors.names.join(', ')}`, 805);
}
