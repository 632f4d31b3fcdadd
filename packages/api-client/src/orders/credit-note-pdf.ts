import { requestFile } from '@account/api-client';

/** GET invoices/credit-notes/{creditNoteNumber}/pdf: one of the customer's credit notes (issue 39). */
export function getCreditNotePdf(creditNoteNumber: string): Promise<Blob> {
  return requestFile(
    'orders',
    `invoices/credit-notes/${encodeURIComponent(creditNoteNumber)}/pdf`,
    'application/pdf',
  );
}
