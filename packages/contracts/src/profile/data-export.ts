import { z } from 'zod';

/**
 * Where the customer's latest data export request stands (GDPR Art. 15 and 20, issue 26):
 * NONE before the first, REQUESTED while the job has not mailed the link yet, MAILED once the
 * mail is in the outbox, FAILED when the job gave up.
 */
export const DataExportStatus = z.enum(['NONE', 'REQUESTED', 'MAILED', 'FAILED']);
export type DataExportStatus = z.infer<typeof DataExportStatus>;

/** GET and POST user/data-export: the latest request; times ISO 8601. */
export const DataExportState = z.object({
  status: DataExportStatus,
  requestedAt: z.string().nullable(),
  mailedAt: z.string().nullable(),
});
export type DataExportState = z.infer<typeof DataExportState>;

/** GET user/data-export/download: the link's token, from the mail. */
export const DataExportDownloadQuery = z.object({ token: z.string().min(1).max(200) });
export type DataExportDownloadQuery = z.infer<typeof DataExportDownloadQuery>;

/** How long the mailed link is valid; the mail and the page say so. */
export const DATA_EXPORT_LINK_HOURS = 48;
