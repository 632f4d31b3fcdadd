import { DATA_EXPORT_LINK_HOURS } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Button, Notice, theme, useAnnounce } from '@account/ui';
import { NS } from '../../../i18n';
import { useDataExportRequest, type DataExportView } from '../hooks/useDataExportRequest';

const TONE = { requested: 'info', mailSent: 'success', failed: 'error', tooMany: 'error' } as const;

function StateNotice({ view }: { view: Exclude<DataExportView, 'idle'> }) {
  const { t } = useTranslation(NS);
  const text = t(`dataExport.${view}`, { hours: DATA_EXPORT_LINK_HOURS });
  // Errors are alerts; the others are announced, since an inserted box alone is not.
  useAnnounce(TONE[view] === 'error' ? null : text);
  return (
    <Notice tone={TONE[view]}>
      <p>{text}</p>
    </Notice>
  );
}

/**
 * "Meine Daten herunterladen" (GDPR Art. 15 and 20, issue 26): requests a copy of all data; a
 * mail brings the single-use link to the page that downloads it. The root mounts it in the
 * privacy centre.
 */
export function DataExportSection() {
  const { t } = useTranslation(NS);
  const { view, busy, submit } = useDataExportRequest();
  return (
    <section
      aria-labelledby="data-export-heading"
      css={{ borderTop: `1px solid ${theme.color.divider}`, padding: `${theme.space(3)} 0` }}
    >
      <h2 id="data-export-heading" css={{ fontSize: theme.fontSize.xl, marginTop: 0 }}>
        {t('dataExport.heading')}
      </h2>
      <p>{t('dataExport.intro', { hours: DATA_EXPORT_LINK_HOURS })}</p>
      {view !== 'idle' && <StateNotice view={view} />}
      {view !== 'requested' && (
        <Button variant="secondary" busy={busy} onClick={() => void submit()}>
          {view === 'idle' ? t('dataExport.request') : t('dataExport.requestAgain')}
        </Button>
      )}
    </section>
  );
}
