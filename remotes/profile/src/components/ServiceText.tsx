import { Trans, useTranslation } from '@account/i18n';
import { PhoneLink } from '@account/ui';

/**
 * A text that names the shop's service number (a tel: link) and hours, both from the common
 * catalogue, so every country shows its own.
 */
export function ServiceText({ ns, i18nKey }: { ns: string; i18nKey: string }) {
  const { t } = useTranslation();
  return (
    <Trans
      ns={ns}
      i18nKey={i18nKey}
      values={{ phone: t('service.phone'), hours: t('service.hours') }}
      components={{ phone: <PhoneLink /> }}
    />
  );
}
