import { useTranslation } from '@account/i18n';
import { InfoScreen } from '@account/ui';

export function UnderConstruction() {
  const { t } = useTranslation();
  return (
    <InfoScreen
      illustration="construction"
      title={t('pages.underConstruction.title')}
      body={t('pages.underConstruction.body')}
    />
  );
}
