import { addresses } from '@account/contracts';
import type { DataExportState } from '@account/contracts';
import { call, callFile } from '@account/api-client';

/** Data export (GDPR Art. 15 and 20, issue 26): where the latest request stands. */
export function getDataExport(): Promise<DataExportState> {
  return call(addresses.customer.dataExport);
}

/** Requests an export; the job mails a single-use link (429 after three a day). */
export function requestDataExport(): Promise<DataExportState> {
  return call(addresses.customer.requestDataExport);
}

/** The export as a ZIP for the mailed link's token, in the session of the same customer. */
export function downloadDataExport(token: string): Promise<Blob> {
  return callFile(addresses.customer.downloadDataExport, 'application/zip', { query: { token } });
}
