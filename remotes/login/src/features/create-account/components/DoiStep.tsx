import { Link } from '@account/router';
import type { AccountCreated } from '@account/api-client';
import { useTranslation } from '@account/i18n';
import { Notice } from '@account/ui';
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
      <Notice tone="success">{t(key, { email: created.email })}</Notice>
      {created.user && <Link to={paths.home()}>{t('doi.toAccount')}</Link>}
    </>
  );
}
