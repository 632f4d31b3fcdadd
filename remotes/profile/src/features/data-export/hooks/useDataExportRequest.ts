import { useEffect, useState } from 'react';
import { ApiError } from '@account/api-client';
import { getDataExport, requestDataExport } from '@account/api-client/profile';
import type { DataExportState } from '@account/contracts';
import { useSubmit } from '@account/ui/forms';

/** What the section shows: nothing yet, the request in the job's hands, the mail sent, a failure. */
export type DataExportView = 'idle' | 'requested' | 'mailSent' | 'failed' | 'tooMany';

const viewOf = ({ status }: DataExportState): DataExportView =>
  status === 'REQUESTED'
    ? 'requested'
    : status === 'MAILED'
      ? 'mailSent'
      : status === 'FAILED'
        ? 'failed'
        : 'idle';

const classify = (error: unknown): DataExportView =>
  error instanceof ApiError && error.status === 429 ? 'tooMany' : 'failed';

/** The job mails within seconds; the page asks again this often until it has. */
export const DATA_EXPORT_POLL_MS = 2000;

/**
 * The data export request (issue 26): where the latest one stands when the page opens, the
 * request itself, and while the job has not mailed the link yet, a look every two seconds.
 */
export function useDataExportRequest(pollMs = DATA_EXPORT_POLL_MS) {
  const [view, setView] = useState<DataExportView>('idle');

  useEffect(() => {
    let live = true;
    // Without the state the section still offers the request: nothing to show for a failure.
    getDataExport()
      .then((state) => live && setView(viewOf(state)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (view !== 'requested') return undefined;
    const timer = setInterval(() => {
      getDataExport()
        .then((state) => setView(viewOf(state)))
        .catch(() => undefined);
    }, pollMs);
    return () => clearInterval(timer);
  }, [view, pollMs]);

  const request = useSubmit(requestDataExport, classify);
  const submit = async () => {
    const outcome = await request.submit();
    if (outcome) setView(outcome.ok ? viewOf(outcome.result) : outcome.failure);
  };
  return { view, busy: request.busy, submit };
}
