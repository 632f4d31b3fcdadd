import type { OpenInvoices } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { theme } from '@account/ui';
import { NS } from '../../../i18n';

/**
 * The shop's account and the reference to give, for invoices paid by transfer. Shown only when
 * the service sends the account (an optional addition) and something is to be transferred.
 */
export function BankTransferDetails({ invoices, bankTransfer }: OpenInvoices) {
  const { t } = useTranslation(NS);
  const reference = invoices.find((invoice) => invoice.paymentReference)?.paymentReference;
  if (!bankTransfer || !reference) return null;
  const rows: [string, string][] = [
    [t('invoices.transfer.recipient'), bankTransfer.recipient],
    [t('invoices.transfer.iban'), bankTransfer.iban],
    [t('invoices.transfer.bic'), bankTransfer.bic],
    [t('invoices.transfer.bankName'), bankTransfer.bankName],
    [t('invoices.transfer.reference'), t('invoices.transfer.referenceValue', { reference })],
  ];
  return (
    <section aria-labelledby="bank-transfer-title" css={{ marginTop: theme.space(4) }}>
      <h2 id="bank-transfer-title" css={{ fontSize: theme.fontSize.xl }}>
        {t('invoices.transfer.title')}
      </h2>
      <p>{t('invoices.transfer.intro')}</p>
      <dl
        css={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          gap: `${theme.space(1)} ${theme.space(3)}`,
          margin: 0,
          [theme.media.phone]: { gridTemplateColumns: '1fr', rowGap: 0 },
        }}
      >
        {rows.map(([term, value]) => (
          <div key={term} css={{ display: 'contents' }}>
            <dt css={{ fontWeight: theme.fontWeight.bold }}>{term}</dt>
            <dd css={{ margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
