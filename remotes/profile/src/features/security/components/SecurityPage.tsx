import { paths } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { ConfirmationOutlet, SectionHeader } from '@account/ui';
import { NS } from '../../../i18n';
import { PasskeysSection } from './PasskeysSection';
import { ActiveSessionsSection } from './ActiveSessionsSection';
import { LoginHistorySection } from './LoginHistorySection';

/** security ("Sicherheit", issue 25): passkeys, where the customer is logged in, the latest logins. */
export function SecurityPage() {
  const { t } = useTranslation(NS);
  return (
    <>
      <SectionHeader
        title={t('security.title')}
        back={{ to: paths.profile.start(), label: t('security.back') }}
      />
      <ConfirmationOutlet />
      <p>{t('security.intro')}</p>
      <PasskeysSection />
      <ActiveSessionsSection />
      <LoginHistorySection />
    </>
  );
}
