import { Link } from '@account/router';
import { useTranslation } from '@account/i18n';
import { InfoScreen } from '@account/ui';
import { NS } from '../i18n';
import { paths } from '@account/contracts';

export function OrderNotFound() {
  const { t } = useTranslation(NS);
  return (
    <InfoScreen
      illustration="notFound"
      title={t('detail.notFound.title')}
      body={t('detail.notFound.body')}
      action={<Link to={paths.orders.history()}>{t('detail.notFound.action')}</Link>}
    />
  );
}
