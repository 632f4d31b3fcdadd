import { useId } from 'react';
import { invoiceSortOrders, type InvoiceSortOrder, paths } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { AsyncContent, InfoScreen, Notice, SectionHeader, theme } from '@account/ui';
import { NS } from '../../../i18n';
import { shopFormat } from '../../../components/format';
import { useOpenInvoices } from '../hooks/useOpenInvoices';
import { InvoicesTable } from './InvoicesTable';
import { PaymentTerms } from './PaymentTerms';

/** open-invoices: what is still to pay, overdue invoices marked, sortable by due date. */
export function OpenInvoicesPage() {
  const { t } = useTranslation(NS);
  const format = shopFormat();
  const sortId = useId();
  const { state, reload, sort, setSort } = useOpenInvoices();
  return (
    <>
      <SectionHeader title={t('invoices.title')} back={{ to: paths.home(), label: t('invoices.back') }} />
      <AsyncContent state={state} errorMessage={t('invoices.error')} onRetry={reload}>
        {(open) =>
          open.invoices.length === 0 ? (
            <InfoScreen headingLevel={2} illustration="goodbye" title={t('invoices.empty.title')} body={t('invoices.empty.body')} />
          ) : (
            <>
              <p css={{ fontSize: 20 }}>
                {t('invoices.balance')}: <strong>{format.amount(open.balance, open.currency)}</strong>
              </p>
              {open.invoices.some((invoice) => invoice.status === 'ENCASH') && <Notice tone="warning">{t('invoices.overdue')}</Notice>}
              <div css={{ marginBottom: theme.space(2) }}>
                <label htmlFor={sortId} css={{ display: 'block', fontWeight: 700, marginBottom: theme.space(0.5) }}>
                  {t('invoices.sort.label')}
                </label>
                <select
                  id={sortId}
                  value={sort}
                  onChange={(event) => setSort(event.currentTarget.value as InvoiceSortOrder)}
                  css={{ minHeight: 44, font: 'inherit', padding: theme.space(1), border: `2px solid ${theme.color.border}` }}
                >
                  {[...invoiceSortOrders].reverse().map((order) => (
                    <option key={order} value={order}>
                      {t(`invoices.sort.${order}`)}
                    </option>
                  ))}
                </select>
              </div>
              <InvoicesTable {...open} />
            </>
          )
        }
      </AsyncContent>
      <PaymentTerms />
    </>
  );
}
