import { useState } from 'react';
import { DATA_EXPORT_LINK_HOURS } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Button, ConfirmationNotice, Notice, theme } from '@account/ui';
import { NS } from '../../../i18n';
import { useDataExportRequest, type DataExportView } from '../hooks/useDataExportRequest';

interface StateNoticeProps {
  view: Exclude<DataExportView, 'idle'>;
  /** The customer asked on this visit; otherwise the notice only tells where an earlier request stands. */
  answersRequest: boolean;
}

function StateNotice({ view, answersRequest }: StateNoticeProps) {
  const { t } = useTranslation(NS);
  const text = <p>{t(`dataExport.${view}`, { hours: DATA_EXPORT_LINK_HOURS })}</p>;
  // Errors are alerts beside the button, which keeps the focus. The request and the sent mail
  // confirm in the shared focused notice: the button is gone while the job runs, and focus must
  // not drop to the page start; keyed by the view, the mail's notice takes over the focus.
  if (view === 'failed' || view === 'tooMany') return <Notice tone="error">{text}</Notice>;
  if (!answersRequest)
    return <Notice tone={view === 'mailSent' ? 'success' : 'info'}>{text}</Notice>;
  return <ConfirmationNotice key={view}>{text}</ConfirmationNotice>;
}

/**
 * "Meine Daten herunterladen" (GDPR Art. 15 and 20, issue 26): requests a copy of all data; a
 * mail brings the single-use link to the page that downloads it. The root mounts it in the
 * privacy centre.
 */
export function DataExportSection() {
  const { t } = useTranslation(NS);
  const { view, busy, submit } = useDataExportRequest();
  const [requested, setRequested] = useState(false);
  return (
    <section
      aria-labelledby="data-export-heading"
      css={{ borderTop: `1px solid ${theme.color.divider}`, padding: `${theme.space(3)} 0` }}
    >
      <h2 id="data-export-heading" css={{ fontSize: theme.fontSize.xl, marginTop: 0 }}>
        {t('dataExport.heading')}
      </h2>
      <p>{t('dataExport.intro', { hours: DATA_EXPORT_LINK_HOURS })}</p>
      {view !== 'idle' && <StateNotice view={view} answersRequest={requested} />}
      {view !== 'requested' && (
        <Button
          variant="secondary"
          busy={busy}
          onClick={() => {
            setRequested(true);
            void submit();
          }}
        >
          {view === 'idle' ? t('dataExport.request') : t('dataExport.requestAgain')}
        </Button>
      )}
    </section>
  );
}
