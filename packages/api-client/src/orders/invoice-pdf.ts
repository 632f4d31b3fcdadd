import { addresses } from '@account/contracts';
import { callFile } from '@account/api-client';

/** GET invoices/{invoiceNumber}/pdf: one of the customer's invoices as a PDF (issue 26). */
export function getInvoicePdf(invoiceNumber: string): Promise<Blob> {
  return callFile(addresses.orders.invoicePdf, 'application/pdf', { params: { invoiceNumber } });
}
