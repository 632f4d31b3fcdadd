import { useTranslation } from '@account/i18n';
import { theme } from '@account/ui';
import { NS } from '../../../i18n';

/** Spec section 9's payment terms; the Swiss shop words them differently (catalogue de-CH). */
export function PaymentTerms() {
  const { t } = useTranslation(NS);
  return (
    <section aria-labelledby="payment-terms-title" css={{ marginTop: theme.space(4) }}>
      <h2 id="payment-terms-title" css={{ fontSize: theme.fontSize.xl }}>
        {t('terms.title')}
      </h2>
      <ul>
        <li>{t('terms.invoice')}</li>
        <li>{t('terms.directDebit')}</li>
      </ul>
    </section>
  );
}
