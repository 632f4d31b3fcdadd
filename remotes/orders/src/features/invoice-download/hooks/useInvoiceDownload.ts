import { useCallback } from 'react';
import { getInvoicePdf } from '@account/api-client';
import { useSubmit } from '@account/ui';

export const invoiceFilename = (invoiceNumber: string) => `Rechnung-${invoiceNumber}.pdf`;

/** Hands a downloaded file to the browser under its name, as a link with `download` would. */
function save(file: Blob, filename: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click the browser has taken the file; a tick later the address may go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads one invoice as PDF through the API client (token refresh included: a plain link
 * would fail once the access token expired) and saves it. One download at a time per button.
 */
export function useInvoiceDownload(invoiceNumber: string, load = getInvoicePdf) {
  const download = useCallback(async () => {
    save(await load(invoiceNumber), invoiceFilename(invoiceNumber));
  }, [invoiceNumber, load]);
  return useSubmit(download, () => 'failed' as const);
}
