import { addresses } from '@account/contracts';
import { callFile } from '@account/api-client';

/** GET invoices/credit-notes/{creditNoteNumber}/pdf: one of the customer's credit notes (issue 39). */
export function getCreditNotePdf(creditNoteNumber: string): Promise<Blob> {
  return callFile(addresses.orders.creditNotePdf, 'application/pdf', {
    params: { creditNoteNumber },
  });
}
