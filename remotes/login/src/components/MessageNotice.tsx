import { Trans, useTranslation } from '@account/i18n';
import { Notice, PhoneLink } from '@account/ui';
import type { Message } from './message';
import { NS } from '../i18n';

/**
 * Messages may name the service phone number (a tel: link), the company or a customer's country
 * code; all are filled in here. Warnings look like warnings.
 */
export function MessageNotice({ message }: { message: Message }) {
  const { t } = useTranslation(NS);
  const country = message.values?.country;
  const values = {
    phone: t('service.phone', { ns: 'common' }),
    ...message.values,
    ...(country ? { country: t(`countries.${country}`) } : {}),
  };
  return (
    <Notice tone={message.tone ?? 'error'}>
      <Trans ns={NS} i18nKey={message.key} values={values} components={{ phone: <PhoneLink /> }} />
    </Notice>
  );
}
