import { Link } from '@account/router';
import { useTranslation } from '@account/i18n';
import { Notice } from '@account/ui';
import { NS } from '../../../i18n';

export function ExpiredLink({ messageKey }: { messageKey: 'setPassword.expired' | 'setPassword.missingToken' }) {
  const { t } = useTranslation(NS);
  return (
    <>
      <Notice tone="error">{t(messageKey)}</Notice>
      <Link to="/forgot-password">{t('setPassword.requestNew')}</Link>
    </>
  );
}
