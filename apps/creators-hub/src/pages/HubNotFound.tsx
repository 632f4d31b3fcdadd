import { Link } from '@account/router';
import { creatorsHubPaths } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { InfoScreen } from '@account/ui';
import { NS } from '../i18n';

export function HubNotFound() {
  const { t } = useTranslation(NS);
  return (
    <InfoScreen
      illustration="notFound"
      headingLevel={1}
      title={t('notFound.title')}
      body={t('notFound.body')}
      action={<Link to={creatorsHubPaths.start()}>{t('notFound.action')}</Link>}
    />
  );
}
