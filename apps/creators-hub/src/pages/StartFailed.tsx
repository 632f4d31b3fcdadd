import { useTranslation } from '@account/i18n';
import { InfoScreen } from '@account/ui';
import { NS } from '../i18n';

/** Without its configuration the hub cannot work; it says so instead of a blank page. */
export function StartFailed() {
  const { t } = useTranslation(NS);
  return (
    <InfoScreen
      illustration="error"
      headingLevel={1}
      title={t('frame.name')}
      body={t('frame.startFailed')}
    />
  );
}
