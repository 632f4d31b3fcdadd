import type { Order } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { theme } from '@account/ui';
import { NS } from '../../../i18n';
import { shopFormat } from '../../../components/format';
import { InvoiceDownloadButton } from './InvoiceDownloadButton';

/** The order's invoices, each to download as PDF; nothing while none was issued. */
export function OrderInvoices({ order }: { order: Order }) {
  const { t } = useTranslation(NS);
  const format = shopFormat();
  const invoices = order.invoices ?? [];
  if (invoices.length === 0) return null;
  return (
    <section aria-labelledby="order-invoices-title" css={{ marginBottom: theme.space(4) }}>
      <h2 id="order-invoices-title" css={{ fontSize: theme.fontSize.xl }}>
        {t('invoiceDownload.title')}
      </h2>
      <ul css={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {invoices.map((invoice) => (
          <li
            key={invoice.invoiceNumber}
            css={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: theme.space(2),
              alignItems: 'baseline',
              padding: `${theme.space(1)} 0`,
            }}
          >
            <span>
              {t('invoiceDownload.invoice', {
                number: invoice.invoiceNumber,
                date: format.date(invoice.issuedOn),
              })}
            </span>
            <InvoiceDownloadButton invoiceNumber={invoice.invoiceNumber} />
          </li>
        ))}
      </ul>
    </section>
  );
}
