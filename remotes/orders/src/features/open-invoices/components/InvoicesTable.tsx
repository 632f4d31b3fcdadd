import type { OpenInvoices } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Tag, theme } from '@account/ui';
import { NS } from '../../../i18n';
import { shopFormat } from '../../../components/format';

const cell = { padding: theme.space(1), borderBottom: `1px solid ${theme.color.border}`, textAlign: 'left' } as const;
const numeric = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' } as const;

export function InvoicesTable({ invoices, currency }: OpenInvoices) {
  const { t } = useTranslation(NS);
  const format = shopFormat();
  return (
    // Focusable, so keyboard users can scroll the table sideways on narrow screens.
    <div role="region" aria-labelledby="invoices-caption" tabIndex={0} css={{ overflowX: 'auto', marginBottom: theme.space(3) }}>
      <table css={{ borderCollapse: 'collapse', width: '100%' }}>
        <caption id="invoices-caption" css={{ textAlign: 'left', fontSize: 22, fontWeight: 700, marginBottom: theme.space(1) }}>{t('invoices.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" css={cell}>{t('invoices.invoiceNumber')}</th>
            <th scope="col" css={cell}>{t('invoices.orderNumber')}</th>
            <th scope="col" css={cell}>{t('invoices.dueDate')}</th>
            <th scope="col" css={cell}>{t('invoices.paymentType')}</th>
            <th scope="col" css={cell}>{t('invoices.status')}</th>
            <th scope="col" css={numeric}>{t('invoices.openAmount')}</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.invoiceNumber}>
              <th scope="row" css={cell}>{invoice.invoiceNumber}</th>
              <td css={cell}>{invoice.orderNumber ?? '–'}</td>
              <td css={cell}>{format.date(invoice.dueDate)}</td>
              <td css={cell}>{t(`paymentTypes.${invoice.paymentType}`)}</td>
              <td css={cell}>
                <Tag tone={invoice.status === 'ENCASH' ? 'error' : 'neutral'}>{t(`invoices.statuses.${invoice.status}`)}</Tag>
              </td>
              <td css={numeric}>{format.amount(invoice.openAmount, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
