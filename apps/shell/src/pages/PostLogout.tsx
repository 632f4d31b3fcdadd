import { Link } from '@account/router';
import { useTranslation } from '@account/i18n';
import { InfoScreen } from '@account/ui';
import { paths } from '@account/contracts';

export function PostLogout() {
  const { t } = useTranslation();
  return (
    <InfoScreen
      illustration="goodbye"
      title={t('pages.postLogout.title')}
      body={t('pages.postLogout.body')}
      action={<Link to={paths.login.start()}>{t('pages.postLogout.action')}</Link>}
    />
  );
}
