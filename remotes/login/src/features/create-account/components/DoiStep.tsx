import { Link } from '@account/router';
import type { AccountCreated } from '@account/api-client/customer';
import { useTranslation } from '@account/i18n';
import { ConfirmationNotice } from '@account/ui';
import { NS } from '../../../i18n';
import { paths } from '@account/contracts';

interface DoiStepProps {
  created: AccountCreated;
  /**
   * The provider that gave no e-mail (issue 24): its login works only once the mailed link
   * confirmed the address, and the page says so.
   */
  pendingProvider?: string;
}

/** After a create-account success (spec section 4): what happens next, by account kind. */
export function DoiStep({ created, pendingProvider }: DoiStepProps) {
  const { t } = useTranslation(NS);
  const key = pendingProvider
    ? 'doi.socialLinkPending'
    : created.user
      ? 'doi.loggedIn'
      : created.customerType === 'LIGHT'
        ? 'doi.light'
        : 'doi.withoutPassword';
  return (
    <>
      <ConfirmationNotice>
        {t(key, { email: created.email, provider: pendingProvider })}
      </ConfirmationNotice>
      {created.user && <Link to={paths.home()}>{t('doi.toAccount')}</Link>}
    </>
  );
}
