import { Link } from '@account/router';
import type { AccountCreated } from '@account/api-client';
import { useTranslation } from '@account/i18n';
import { ConfirmationNotice } from '@account/ui';
import { NS } from '../../../i18n';
import { paths } from '@account/contracts';

/** After a create-account success (spec section 4): what happens next, by account kind. */
export function DoiStep({ created }: { created: AccountCreated }) {
  const { t } = useTranslation(NS);
  const key = created.user
    ? 'doi.loggedIn'
    : created.customerType === 'LIGHT'
      ? 'doi.light'
      : 'doi.withoutPassword';
  return (
    <>
      <ConfirmationNotice>{t(key, { email: created.email })}</ConfirmationNotice>
      {created.user && <Link to={paths.home()}>{t('doi.toAccount')}</Link>}
    </>
  );
}
