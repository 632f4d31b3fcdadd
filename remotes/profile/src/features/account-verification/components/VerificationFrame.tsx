import type { ReactNode } from 'react';
import { paths } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { useSession } from '@account/session';
import { SectionHeader } from '@account/ui';
import { NS } from '../../../i18n';

/**
 * The verification pages' header: a customer who came with the grant goes back to login, a
 * logged-in one to the account; a sub-page back to the choice of proof.
 */
export function VerificationFrame({
  title,
  subPage = false,
  children,
}: {
  title: string;
  subPage?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation(NS);
  const loggedIn = useSession((state) => state.status === 'loggedIn');
  const back = subPage
    ? { to: paths.profile.accountVerification(), label: t('verification.backToChoice') }
    : loggedIn
      ? { to: paths.home(), label: t('myData.back') }
      : { to: paths.login.start(), label: t('verification.back') };
  return (
    <>
      <SectionHeader title={title} back={back} />
      {children}
    </>
  );
}
