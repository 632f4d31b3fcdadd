import { groupIban } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { NS } from '../i18n';

/**
 * A masked IBAN grouped by four; screen readers hear "endet auf 3000" instead of a row of
 * asterisks.
 */
export function IbanText({ maskedIban }: { maskedIban: string }) {
  const { t } = useTranslation(NS);
  return (
    <span
      role="img"
      aria-label={t('bank.ibanMaskedLabel', { end: maskedIban.slice(-4) })}
      css={{ fontVariantNumeric: 'tabular-nums', letterSpacing: '0.05em', whiteSpace: 'nowrap' }}
    >
      {groupIban(maskedIban)}
    </span>
  );
}
