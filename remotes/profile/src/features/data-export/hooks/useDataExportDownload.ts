import { ApiError } from '@account/api-client';
import { downloadDataExport } from '@account/api-client/profile';
import { useSubmit } from '@account/ui/forms';
import { saveFile } from '@account/ui/save-file';

/** Why a download failed: the link is no good (404), or something else went wrong. */
export type DownloadFailure = 'invalid' | 'failed';

export const dataExportFilename = (today = new Date()) =>
  `meine-daten-${today.toISOString().slice(0, 10)}.zip`;

/**
 * Downloads the export for the mailed link's token and saves it. The service uses the link up,
 * so a second try of a used link is "invalid"; a link of another account is, too.
 */
export function useDataExportDownload(token: string) {
  return useSubmit(
    async () => saveFile(await downloadDataExport(token), dataExportFilename()),
    (error): DownloadFailure =>
      error instanceof ApiError && error.status === 404 ? 'invalid' : 'failed',
  );
}
