import { Link } from '@account/router';
import { useTranslation } from '@account/i18n';
import { InfoScreen } from '@account/ui';
import { paths } from '@account/contracts';

/** Page-not-found, also the default screen for any unmatched path. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <InfoScreen
      illustration="notFound"
      title={t('pages.notFound.title')}
      body={t('pages.notFound.body')}
      action={<Link to={paths.home()}>{t('pages.notFound.action')}</Link>}
    />
  );
}
