import { Fragment, type ReactNode } from 'react';
import type { OpenInvoices } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { Tag } from '@account/ui';
import { DataTable } from '@account/ui/data-table';
import { NS } from '../../../i18n';
import { shopFormat } from '../../../components/format';

type Invoice = OpenInvoices['invoices'][number];

/** The open invoices; on phones each becomes a card with amount and status in view. */
export function InvoicesTable({
  invoices,
  currency,
  invoiceAction,
  creditNoteAction,
}: OpenInvoices & {
  invoiceAction: (invoiceNumber: string) => ReactNode;
  creditNoteAction: (creditNoteNumber: string) => ReactNode;
}) {
  const { t } = useTranslation(NS);
  const format = shopFormat();
  // The Swiss shop's invoices are paid with a creditor reference of their own, not their number.
  const referenced = invoices.some(
    (invoice) => invoice.paymentReference && invoice.paymentReference !== invoice.invoiceNumber,
  );
  return (
    <DataTable<Invoice>
      caption={t('invoices.caption')}
      rows={invoices}
      rowKey={(invoice) => invoice.invoiceNumber}
      rowHeader={{
        key: 'invoiceNumber',
        header: t('invoices.invoiceNumber'),
        cell: (invoice) => invoice.invoiceNumber,
      }}
      columns={[
        {
          key: 'orderNumber',
          header: t('invoices.orderNumber'),
          cell: (invoice) => invoice.orderNumber ?? '–',
        },
        {
          key: 'dueDate',
          header: t('invoices.dueDate'),
          cell: (invoice) => format.date(invoice.dueDate),
        },
        {
          key: 'paymentType',
          header: t('invoices.paymentType'),
          cell: (invoice) => t(`paymentTypes.${invoice.paymentType}`),
        },
        ...(referenced
          ? [
              {
                key: 'paymentReference',
                header: t('invoices.reference'),
                cell: (invoice: Invoice) => invoice.paymentReference ?? '–',
              },
            ]
          : []),
        {
          key: 'status',
          header: t('invoices.status'),
          // A direct debit is collected by the shop: the customer learns when, not that it is due.
          cell: (invoice) =>
            invoice.paymentType === 'DIRECT_DEBIT' ? (
              t('invoices.directDebit', { date: format.date(invoice.dueDate) })
            ) : (
              <Tag tone={invoice.status === 'ENCASH' ? 'error' : 'neutral'}>
                {t(`invoices.statuses.${invoice.status}`)}
              </Tag>
            ),
        },
        {
          key: 'openAmount',
          header: t('invoices.openAmount'),
          numeric: true,
          // Credited invoices say what was taken off, for what and when, and what is left (issues
          // 39 and 40); a service without the credit notes gives their total.
          cell: (invoice) =>
            invoice.creditedAmount ? (
              // Sentences, unlike the bare amounts: they wrap between words (the cell keeps
              // figures on one line; Intl's no-break spaces keep each amount whole), or the
              // table outgrows the page on a laptop.
              <span css={{ display: 'inline-flex', flexDirection: 'column', whiteSpace: 'normal' }}>
                {invoice.creditNotes?.length ? (
                  invoice.creditNotes.map((note) => (
                    <span key={note.creditNoteNumber}>
                      {t(`invoices.creditedFor.${note.reason}`, {
                        date: format.date(note.issuedOn),
                        amount: format.amount(note.amount, currency),
                      })}
                    </span>
                  ))
                ) : (
                  <span>
                    {t('invoices.credited', {
                      amount: format.amount(invoice.creditedAmount, currency),
                    })}
                  </span>
                )}
                <strong>
                  {t('invoices.due', {
                    amount: format.amount(invoice.amountDue ?? invoice.openAmount, currency),
                  })}
                </strong>
              </span>
            ) : (
              format.amount(invoice.openAmount, currency)
            ),
        },
        {
          key: 'document',
          header: t('invoices.document'),
          cell: (invoice) => (
            <span css={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'start' }}>
              {invoiceAction(invoice.invoiceNumber)}
              {invoice.creditNotes?.map((note) => (
                <Fragment key={note.creditNoteNumber}>
                  {creditNoteAction(note.creditNoteNumber)}
                </Fragment>
              ))}
            </span>
          ),
        },
      ]}
    />
  );
}
