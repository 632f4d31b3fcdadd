import { requestFile } from '@account/api-client';

/** GET invoices/{invoiceNumber}/pdf: one of the customer's invoices as a PDF (issue 26). */
export function getInvoicePdf(invoiceNumber: string): Promise<Blob> {
  return requestFile(
    'orders',
    `invoices/${encodeURIComponent(invoiceNumber)}/pdf`,
    'application/pdf',
  );
}
