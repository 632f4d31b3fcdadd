import { useId, type ReactNode } from 'react';
import { invoiceSortOrders, type InvoiceSortOrder, paths } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { AsyncContent, InfoScreen, Notice, SectionHeader, theme } from '@account/ui';
import { Select } from '@account/ui/forms';
import { NS } from '../../../i18n';
import { shopFormat } from '../../../components/format';
import { useOpenInvoices } from '../hooks/useOpenInvoices';
import { BankTransferDetails } from './BankTransferDetails';
import { InvoicesTable } from './InvoicesTable';
import { PaymentTerms } from './PaymentTerms';

interface OpenInvoicesPageProps {
  /** What a customer can do with one invoice (download it); composed by the remote's root. */
  invoiceAction: (invoiceNumber: string) => ReactNode;
  /** The same for each credit note beside its invoice (issue 39). */
  creditNoteAction: (creditNoteNumber: string) => ReactNode;
}

/** open-invoices: what is still to pay, overdue invoices marked, sortable by due date. */
export function OpenInvoicesPage({ invoiceAction, creditNoteAction }: OpenInvoicesPageProps) {
  const { t } = useTranslation(NS);
  const format = shopFormat();
  const sortId = useId();
  const { state, reload, sort, setSort } = useOpenInvoices();
  return (
    <>
      <SectionHeader
        title={t('invoices.title')}
        back={{ to: paths.home(), label: t('invoices.back') }}
      />
      <AsyncContent state={state} errorMessage={t('invoices.error')} onRetry={reload}>
        {(open) =>
          open.invoices.length === 0 ? (
            <InfoScreen
              headingLevel={2}
              illustration="success"
              title={t('invoices.empty.title')}
              body={t('invoices.empty.body')}
            />
          ) : (
            <>
              <p css={{ fontSize: theme.fontSize.xl, margin: `0 0 ${theme.space(2)}` }}>
                {t('invoices.balance')}:{' '}
                <strong css={{ color: theme.color.brand }}>
                  {format.amount(open.balance, open.currency)}
                </strong>
              </p>
              {open.invoices.some((invoice) => invoice.status === 'ENCASH') && (
                <Notice tone="warning">{t('invoices.overdue')}</Notice>
              )}
              <Select
                id={sortId}
                label={t('invoices.sort.label')}
                value={sort}
                onChange={(event) => setSort(event.currentTarget.value as InvoiceSortOrder)}
                options={[...invoiceSortOrders]
                  .reverse()
                  .map((order) => ({ value: order, label: t(`invoices.sort.${order}`) }))}
              />
              <InvoicesTable
                {...open}
                invoiceAction={invoiceAction}
                creditNoteAction={creditNoteAction}
              />
              <BankTransferDetails {...open} />
            </>
          )
        }
      </AsyncContent>
      <PaymentTerms />
    </>
  );
}
