import { useCallback } from 'react';
import { getCreditNotePdf } from '@account/api-client/orders';
import { useSubmit } from '@account/ui/forms';
import { saveFile } from '@account/ui/save-file';

export const creditNoteFilename = (number: string) => `Gutschrift-${number}.pdf`;

/** Downloads one credit note as PDF through the API client, like an invoice. */
export function useCreditNoteDownload(creditNoteNumber: string, load = getCreditNotePdf) {
  const download = useCallback(async () => {
    saveFile(await load(creditNoteNumber), creditNoteFilename(creditNoteNumber));
  }, [creditNoteNumber, load]);
  return useSubmit(download, () => 'failed' as const);
}
