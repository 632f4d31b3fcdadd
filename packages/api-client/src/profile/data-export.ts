import type { DataExportState } from '@account/contracts';
import { request, requestFile } from '@account/api-client';

/** Data export (GDPR Art. 15 and 20, issue 26): where the latest request stands. */
export function getDataExport(): Promise<DataExportState> {
  return request('customer', 'user/data-export');
}

/** Requests an export; the job mails a single-use link (429 after three a day). */
export function requestDataExport(): Promise<DataExportState> {
  return request('customer', 'user/data-export', { method: 'POST' });
}

/** The export as a ZIP for the mailed link's token, in the session of the same customer. */
export function downloadDataExport(token: string): Promise<Blob> {
  return requestFile(
    'customer',
    `user/data-export/download?token=${encodeURIComponent(token)}`,
    'application/zip',
  );
}
