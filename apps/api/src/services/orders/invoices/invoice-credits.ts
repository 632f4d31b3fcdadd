import type { InvoiceDocument } from '../../../domain/orders/invoices/invoice-document';
import { tagged } from '../../documents/accessible-pdf';
import { dateOf, RIGHT } from '../../documents/business-letter';
import { font } from '../../documents/pdf-fonts';
import type { InvoiceTexts } from './invoice-texts';

const LABEL_X = 296;
/** A credit note's number and date need more room than the labels: right-aligned from here. */
const NOTE_X = 180;
const AMOUNT_X = 446;

/**
 * Below the invoice total: the credit notes issued against the invoice ("Bereits
 * gutgeschrieben", each with number and date) and what is still to pay. Nothing when there are
 * none. Returns where the next content starts.
 */
export function drawInvoiceCredits(
  doc: PDFKit.PDFDocument,
  root: PDFKit.PDFStructureElement,
  t: InvoiceTexts,
  invoice: InvoiceDocument,
  y: number,
  amount: (cents: number) => string,
): number {
  if (invoice.creditNotes.length === 0) return y;
  tagged(doc, root, 'P', () =>
    font(doc, 'regular')
      .fontSize(10)
      .text(t.credited, LABEL_X, y, { width: RIGHT - LABEL_X }),
  );
  y += 15;
  for (const note of invoice.creditNotes) {
    tagged(doc, root, 'P', () => {
      font(doc, 'regular').fontSize(9);
      doc.text(
        t.creditNote
          .replace('{number}', note.creditNoteNumber)
          .replace('{date}', dateOf(note.issuedOn)),
        NOTE_X,
        y,
        {
          width: AMOUNT_X - NOTE_X,
          align: 'right',
          lineBreak: false,
        },
      );
      doc.text(`−${amount(note.amountCents)}`, AMOUNT_X, y, {
        width: RIGHT - AMOUNT_X,
        align: 'right',
      });
    });
    y += 14;
  }
  tagged(doc, root, 'P', () => {
    font(doc, 'bold').fontSize(11);
    doc.text(t.stillToPay, LABEL_X, y, { width: 150 });
    doc.text(amount(invoice.openAmountCents), AMOUNT_X, y, {
      width: RIGHT - AMOUNT_X,
      align: 'right',
    });
  });
  return y + 16;
}

/** What a direct debit collects: the invoice less its credit notes. */
export const debitedCents = (invoice: InvoiceDocument) =>
  invoice.figures.totalGrossCents -
  invoice.creditNotes.reduce((sum, note) => sum + note.amountCents, 0);

/** The transfer request: the amount still to pay once something was credited. */
export const transferRequest = (
  invoice: InvoiceDocument,
  t: InvoiceTexts,
  amount: (cents: number) => string,
) =>
  invoice.creditNotes.length === 0
    ? t.transfer
    : t.transferRest.replace('{amount}', amount(invoice.openAmountCents));
