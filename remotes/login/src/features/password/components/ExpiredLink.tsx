import { Link } from '@account/router';
import { useTranslation } from '@account/i18n';
import { Notice } from '@account/ui';
import { NS } from '../../../i18n';
import { paths } from '@account/contracts';

export function ExpiredLink({
  messageKey,
}: {
  messageKey: 'setPassword.expired' | 'setPassword.missingToken';
}) {
  const { t } = useTranslation(NS);
  return (
    <>
      <Notice tone="error">{t(messageKey)}</Notice>
      <Link to={paths.login.forgotPassword()}>{t('setPassword.requestNew')}</Link>
    </>
  );
}
