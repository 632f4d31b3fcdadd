import { useCallback } from 'react';
import { getReturnLabelPdf } from '@account/api-client/orders';
import { useSubmit } from '@account/ui/forms';
import { saveFile } from '@account/ui/save-file';

/** The name the confirmation mail gives the label, too. */
export const returnLabelFilename = (code: string) => `Ruecksendeschein-${code}.pdf`;

/**
 * Downloads the label of an open return as PDF through the API client (token refresh included,
 * as for invoices) and saves it. One download at a time per button.
 */
export function useReturnLabelDownload(orderNumber: string, code: string) {
  const download = useCallback(async () => {
    saveFile(await getReturnLabelPdf(orderNumber, code), returnLabelFilename(code));
  }, [orderNumber, code]);
  return useSubmit(download, () => 'failed' as const);
}
