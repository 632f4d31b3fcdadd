import { useCallback } from 'react';
import { getInvoicePdf } from '@account/api-client/orders';
import { useSubmit } from '@account/ui/forms';
import { saveFile } from '@account/ui/save-file';

export const invoiceFilename = (invoiceNumber: string) => `Rechnung-${invoiceNumber}.pdf`;

/**
 * Downloads one invoice as PDF through the API client (token refresh included: a plain link
 * would fail once the access token expired) and saves it. One download at a time per button.
 */
export function useInvoiceDownload(invoiceNumber: string, load = getInvoicePdf) {
  const download = useCallback(async () => {
    saveFile(await load(invoiceNumber), invoiceFilename(invoiceNumber));
  }, [invoiceNumber, load]);
  return useSubmit(download, () => 'failed' as const);
}
