import { render, screen, within } from '@testing-library/react';
import type { OpenInvoices } from '@account/contracts';
import { aBankTransfer } from '../../../test/orders';
import { setUpShop } from '../../../test/set-up';
import { BankTransferDetails } from './BankTransferDetails';
import { InvoicesTable } from './InvoicesTable';

const invoice = (invoiceNumber: string, paymentReference?: string) => ({
  invoiceNumber,
  orderNumber: invoiceNumber.slice(2),
  openAmount: 40.8,
  dueDate: '2026-11-30',
  paymentType: paymentReference ? ('INVOICE' as const) : ('DIRECT_DEBIT' as const),
  status: 'OPEN' as const,
  ...(paymentReference ? { paymentReference } : {}),
});

function renderOpenInvoices(open: OpenInvoices) {
  render(
    <>
      <InvoicesTable {...open} invoiceAction={() => null} creditNoteAction={() => null} />
      <BankTransferDetails {...open} />
    </>,
  );
  return {
    table: screen.getByRole('table', { name: 'Ihre offenen Rechnungen' }),
    transfer: screen.getByRole('region', { name: 'So zahlen Sie per Überweisung' }),
  };
}

it("shows Swiss customers each invoice's creditor reference, the one on its QR-bill", async () => {
  await setUpShop('de-CH');
  const { table, transfer } = renderOpenInvoices({
    invoices: [
      invoice('RE73010009', 'RF48 RE73 0100 09'),
      invoice('RE73010007', 'RF70 RE73 0100 07'),
      invoice('RE73010004'),
    ],
    balance: 122.4,
    currency: 'CHF',
    bankTransfer: {
      recipient: 'Shop24 Direkt AG',
      iban: 'CH93 0076 2011 6238 5295 7',
      bic: 'POFICHBEXXX',
      bankName: 'PostFinance',
    },
  });
  expect(within(table).getByRole('columnheader', { name: 'Referenz' })).toBeVisible();
  const row = (number: string) =>
    within(table).getByRole('rowheader', { name: number }).closest('tr')!;
  expect(row('RE73010009')).toHaveTextContent('RF48 RE73 0100 09');
  expect(row('RE73010007')).toHaveTextContent('RF70 RE73 0100 07');
  expect(row('RE73010004')).toHaveTextContent('–');
  expect(transfer).toHaveTextContent('QR-Code');
  expect(transfer).toHaveTextContent(
    'Referenzdie Referenz der Rechnung in der Tabelle, z. B. RF48 RE73 0100 09',
  );
  expect(transfer).not.toHaveTextContent('Verwendungszweck');
  expect(document.body.textContent).not.toContain('ß');
});

it('keeps the invoice number as the reference in the German shop, without a column of its own', async () => {
  await setUpShop('de-DE');
  const { table, transfer } = renderOpenInvoices({
    invoices: [invoice('RE71010007', 'RE71010007'), invoice('RE71010004')],
    balance: 81.6,
    currency: 'EUR',
    bankTransfer: aBankTransfer,
  });
  expect(within(table).queryByRole('columnheader', { name: 'Referenz' })).toBeNull();
  expect(transfer).toHaveTextContent('VerwendungszweckIhre Rechnungsnummer, z. B. RE71010007');
});
