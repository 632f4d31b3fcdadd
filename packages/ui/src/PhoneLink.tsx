import type { ReactNode } from 'react';
import { useTranslation } from '@account/i18n';

/**
 * The shop's service number as a tel: link, so a phone dials it with one tap. Used directly or
 * as the <phone> element of a catalogue text rendered with Trans.
 */
export function PhoneLink({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={`tel:${t('service.phoneHref')}`} css={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
      {children ?? t('service.phone')}
    </a>
  );
}
