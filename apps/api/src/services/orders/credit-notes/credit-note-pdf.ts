import type { CreditNoteDocument } from '../../../domain/orders/credit-notes/credit-note-document';
import { accessiblePdf, artifact, tagged } from '../../documents/accessible-pdf';
import {
  amountFormat,
  dateOf,
  LEFT,
  PAGE_BOTTOM,
  rateFormat,
  RIGHT,
} from '../../documents/business-letter';
import { font, heightOfText, text } from '../../documents/pdf-fonts';
import { creditNoteTexts } from './credit-note-texts';

export const creditNoteFilename = (number: string) => `Gutschrift-${number}.pdf`;

/** Table columns: x and width; amounts right-aligned. */
const columns = {
  position: { x: LEFT, width: 24 },
  article: { x: 76, width: 180 },
  quantity: { x: 258, width: 36 },
  net: { x: 296, width: 70 },
  rate: { x: 368, width: 50 },
  tax: { x: 420, width: 56 },
  gross: { x: 478, width: 67 },
} as const;
type Column = keyof typeof columns;

/**
 * The credit note as a tagged PDF (PDF/UA): seller, customer, its number and date, the invoice
 * it refers to, the credited lines with net amount, VAT rate, VAT and gross, the totals per rate
 * and how the amount is settled (set off against the open invoice, or refunded).
 */
export function creditNotePdf(note: CreditNoteDocument): Promise<Buffer> {
  const t = creditNoteTexts(note.locale);
  const amount = amountFormat(note.locale, note.currency);
  const rate = rateFormat(note.locale);
  const { seller, figures } = note;
  const { doc, root, finish } = accessiblePdf({
    locale: note.locale,
    title: `${t.title} ${note.creditNoteNumber}`,
    author: seller.name,
  });
  doc.page.margins.bottom = 0;
  const paragraph = (content: string, x: number, y: number, width: number, bold = false) =>
    tagged(doc, root, 'P', () => {
      text(doc, bold ? 'bold' : 'regular', content, x, y, { width });
    });

  doc.fontSize(9);
  paragraph(
    [
      seller.name,
      seller.street,
      `${seller.zipCode} ${seller.city}`,
      seller.country,
      `${seller.vatIdLabel} ${seller.vatId}`,
    ].join('\n'),
    360,
    50,
    RIGHT - 360,
  );
  doc.fontSize(8);
  paragraph(t.billTo, LEFT, 130, 250);
  doc.fontSize(11);
  paragraph(note.billTo.join('\n'), LEFT, 142, 250);

  tagged(doc, root, 'H1', () => {
    text(doc.fontSize(20), 'bold', `${t.title} ${note.creditNoteNumber}`, LEFT, 230);
  });
  doc.fontSize(10);
  paragraph(t.refersTo(note.invoiceNumber, dateOf(note.invoiceIssuedOn)), LEFT, 258, 495, true);
  const facts: Array<[string, string]> = [
    [t.creditNoteNumber, note.creditNoteNumber],
    [t.issuedOn, dateOf(note.issuedOn)],
    ...(note.orderNumber ? [[t.orderNumber, note.orderNumber] as [string, string]] : []),
    [t.customerNumber, note.customerNumber],
  ];
  let y = 278;
  for (const [label, value] of facts) {
    paragraph(`${label}: ${value}`, LEFT, y, 400);
    y += 15;
  }
  paragraph(t.reason[note.reason], LEFT, y, 400);
  y += 25;

  const rule = (top: number) =>
    artifact(doc, () => doc.moveTo(LEFT, top).lineTo(RIGHT, top).lineWidth(0.5).stroke());
  const table = tagged(doc, root, 'Table');
  const row = (cells: Array<[Column, string]>, top: number, header = false) => {
    const tr = tagged(doc, table, 'TR');
    let height = 0;
    for (const [column, content] of cells) {
      const { x, width } = columns[column];
      const left = column === 'article' || column === 'position';
      tagged(
        doc,
        tr,
        header ? 'TH' : 'TD',
        () => {
          text(doc, header ? 'bold' : 'regular', content, x, top, {
            width,
            align: left ? 'left' : 'right',
          });
        },
        header ? ({ scope: 'Column' } as PDFKit.Mixins.StructureElementOptions) : {},
      );
      height = Math.max(height, heightOfText(doc, 'regular', content, { width }));
    }
    return height;
  };
  doc.fontSize(9);
  row(
    [
      ['position', t.position],
      ['article', t.article],
      ['quantity', t.quantity],
      ['net', t.net],
      ['rate', t.rate],
      ['tax', t.tax],
      ['gross', t.gross],
    ],
    y,
    true,
  );
  rule(y + 13);
  y += 18;
  figures.lines.forEach((line, index) => {
    if (y > PAGE_BOTTOM - 40) {
      doc.addPage();
      doc.page.margins.bottom = 0;
      y = LEFT;
    }
    const height = row(
      [
        ['position', String(index + 1)],
        ['article', `${line.title}\n${t.articleNo} ${line.sku}`],
        ['quantity', String(line.quantity)],
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
      [
        ['position', ''],
        ['article', t.shipping],
        ['quantity', ''],
        ['net', amount(figures.shipping.netCents)],
        ['rate', rates.length === 1 ? rate(rates[0] as number) : ''],
        ['tax', amount(figures.shipping.vatCents)],
        ['gross', amount(figures.shipping.grossCents)],
      ],
      y,
    );
    y += 18;
  }
  rule(y);
  y += 10;
  if (y > PAGE_BOTTOM - 160) {
    doc.addPage();
    doc.page.margins.bottom = 0;
    y = LEFT;
  }

  tagged(doc, root, 'H2', () => {
    text(doc.fontSize(10), 'bold', t.ratesTitle, LEFT, y);
  });
  y += 16;
  doc.fontSize(9);
  for (const total of figures.rates) {
    paragraph(
      `${t.tax} ${rate(total.vatRate)}: ${t.net} ${amount(total.netCents)}, ${t.tax} ${amount(total.vatCents)}, ${t.gross} ${amount(total.grossCents)}`,
      76,
      y,
      RIGHT - 76,
    );
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
    tagged(doc, root, 'P', () => {
      font(doc, last ? 'bold' : 'regular').fontSize(last ? 11 : 10);
      doc.text(label, 296, y, { width: 150, continued: false });
      doc.text(amount(cents), 446, y, { width: RIGHT - 446, align: 'right' });
    });
    y += 16;
  }
  y += 14;
  tagged(doc, root, 'H2', () => {
    text(doc.fontSize(10), 'bold', t.settlementTitle, LEFT, y);
  });
  y += 15;
  paragraph(
    note.offsetAgainstInvoice ? t.settlement.offset : t.settlement.refund,
    LEFT,
    y,
    RIGHT - LEFT,
  );

  artifact(doc, () => {
    font(doc, 'regular').fontSize(8);
    doc.text(
      `${seller.name} · ${seller.street} · ${seller.zipCode} ${seller.city} · ${seller.register} · ${seller.vatIdLabel} ${seller.vatId}`,
      LEFT,
      794,
      { width: RIGHT - LEFT, align: 'center', lineBreak: false },
    );
  });
  return finish();
}
