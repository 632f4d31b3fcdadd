import type { ReactNode } from 'react';
import { getConsentLog } from '@account/api-client/profile';
import { paths } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { SectionHeader, useAsync } from '@account/ui';
import { NS } from '../../../i18n';
import { ConsentLogSection } from './ConsentLogSection';
import { ConsentsSection } from './ConsentsSection';

interface PrivacyCentrePageProps {
  /**
   * SLOT for the data export (issue 26, GDPR Art. 15 and 20): the root mounts
   * features/data-export's `DataExportSection` here, at the end of the page. Features stay
   * independent of each other, so this page only leaves the place for it.
   */
  dataExport?: ReactNode;
}

/**
 * privacy-centre ("Datenschutz & Einwilligungen", issue 26): every consent and mail preference
 * with its switch, the log of their changes, and the data export.
 */
export function PrivacyCentrePage({ dataExport }: PrivacyCentrePageProps) {
  const { t } = useTranslation(NS);
  const log = useAsync(getConsentLog, 'privacy-consent-log');
  return (
    <>
      <SectionHeader
        title={t('privacyCentre.title')}
        back={{ to: paths.profile.start(), label: t('privacyCentre.back') }}
      />
      <p>{t('privacyCentre.intro')}</p>
      <ConsentsSection onChanged={log.reload} />
      <ConsentLogSection state={log.state} onRetry={log.reload} />
      {dataExport}
    </>
  );
}
