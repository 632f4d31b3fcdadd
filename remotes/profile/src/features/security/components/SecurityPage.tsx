import { useState } from 'react';
import { paths } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { ConfirmationOutlet, SectionHeader } from '@account/ui';
import { NS } from '../../../i18n';
import { PasskeysSection } from './PasskeysSection';
import { ActiveSessionsSection } from './ActiveSessionsSection';
import { LoginHistorySection } from './LoginHistorySection';
import { SocialLoginsSection } from './SocialLoginsSection';

/**
 * security ("Sicherheit", issue 25): passkeys and linked provider logins (issue 33), where the
 * customer is logged in, the latest logins.
 */
export function SecurityPage() {
  const { t } = useTranslation(NS);
  // Removing every way in at once (after ending all other sessions) loads both lists again.
  const [waysInVersion, setWaysInVersion] = useState(0);
  return (
    <>
      <SectionHeader
        title={t('security.title')}
        back={{ to: paths.profile.start(), label: t('security.back') }}
      />
      <ConfirmationOutlet />
      <p>{t('security.intro')}</p>
      <PasskeysSection version={waysInVersion} />
      <SocialLoginsSection version={waysInVersion} />
      <ActiveSessionsSection onWaysInRemoved={() => setWaysInVersion((v) => v + 1)} />
      <LoginHistorySection />
    </>
  );
}
