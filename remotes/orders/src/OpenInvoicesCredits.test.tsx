// Beside Root.tsx, which composes the open invoices with the credit note download.
import { render, screen, within } from '@testing-library/react';
import { setUpShop } from './test/set-up';
import { CreditNoteDownloadButton } from './features/invoice-download/components/CreditNoteDownloadButton';
import { InvoicesTable } from './features/open-invoices/components/InvoicesTable';

it.each([
  { locale: 'de-DE' as const, currency: 'EUR' as const, credited: '129,00 €', due: '35,94 €' },
  { locale: 'de-CH' as const, currency: 'CHF' as const, credited: 'CHF 129.00', due: 'CHF 35.94' },
])(
  'shows a credited invoice in $locale with what was credited, what is still to pay and its credit note',
  async ({ locale, currency, credited, due }) => {
    await setUpShop(locale);
    render(
      <InvoicesTable
        invoices={[
          {
            invoiceNumber: 'RE71010009',
            orderNumber: '71010009',
            openAmount: 35.94,
            invoiceAmount: 164.94,
            creditedAmount: 129,
            amountDue: 35.94,
            creditNotes: [
              {
                creditNoteNumber: 'GS-00000001',
                issuedOn: '2026-11-20',
                amount: 129,
                reason: 'return',
              },
            ],
            dueDate: '2026-11-20',
            paymentType: 'INVOICE',
            status: 'ENCASH',
            paymentReference: 'RE71010009',
          },
        ]}
        balance={35.94}
        currency={currency}
        invoiceAction={() => null}
        creditNoteAction={(number) => <CreditNoteDownloadButton creditNoteNumber={number} />}
      />,
    );
    const row = within(screen.getByRole('table', { name: 'Ihre offenen Rechnungen' }))
      .getByRole('rowheader', { name: 'RE71010009' })
      .closest('tr')!;
    const text = (row.textContent ?? '').replace(/\s/g, ' ');
    expect(text).toContain(
      `Rücksendung, gutgeschrieben am 20.11.2026: ${credited}`.replace(/\s/g, ' '),
    );
    expect(text).toContain(`noch zu zahlen: ${due}`.replace(/\s/g, ' '));
    expect(
      within(row).getByRole('button', { name: 'Gutschrift GS-00000001 herunterladen' }),
    ).toBeVisible();
  },
);

const creditedInvoice = {
  invoiceNumber: 'RE71010012',
  orderNumber: '71010012',
  openAmount: 20,
  invoiceAmount: 169,
  creditedAmount: 149,
  amountDue: 20,
  dueDate: '2026-12-20',
  paymentType: 'INVOICE' as const,
  status: 'OPEN' as const,
  paymentReference: 'RE71010012',
};

const openAmountOf = (invoice: Parameters<typeof InvoicesTable>[0]['invoices'][number]) => {
  render(
    <InvoicesTable
      invoices={[invoice]}
      balance={invoice.openAmount}
      currency="EUR"
      invoiceAction={() => null}
      creditNoteAction={() => null}
    />,
  );
  const row = within(screen.getByRole('table', { name: 'Ihre offenen Rechnungen' }))
    .getByRole('rowheader', { name: invoice.invoiceNumber })
    .closest('tr')!;
  return (row.textContent ?? '').replace(/\s/g, ' ');
};

it('says of each credit what it was for and when it was credited (issue 40)', async () => {
  await setUpShop('de-DE');
  const text = openAmountOf({
    ...creditedInvoice,
    creditNotes: [
      { creditNoteNumber: 'GS-00000002', issuedOn: '2026-11-21', amount: 129, reason: 'return' },
      {
        creditNoteNumber: 'GS-00000003',
        issuedOn: '2026-11-24',
        amount: 20,
        reason: 'cancellation',
      },
    ],
  });
  expect(text).toContain('Rücksendung, gutgeschrieben am 21.11.2026: 129,00 €');
  expect(text).toContain('Stornierung, gutgeschrieben am 24.11.2026: 20,00 €');
  expect(text).toContain('noch zu zahlen: 20,00 €');
});

it('gives the total credited when the service sends no credit notes', async () => {
  await setUpShop('de-DE');
  expect(openAmountOf(creditedInvoice)).toContain('bereits gutgeschrieben: 149,00 €');
});
