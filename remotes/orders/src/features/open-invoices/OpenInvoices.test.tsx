import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale, OpenInvoices } from '@account/contracts';
import { answer, failWith, mockServices } from '@account/test-services';
import { renderAt } from '@account/test-services/src/render-area';
import { aBankTransfer, anOpenInvoice } from '../../test/orders';
import { setUpShop } from '../../test/set-up';

/** One overdue invoice, one due at the end of the month, one the shop collects by direct debit. */
const invoices = [
  anOpenInvoice('RE71010009', { openAmount: 59.9, dueDate: '2026-11-12', status: 'ENCASH' }),
  anOpenInvoice('RE71010007', { openAmount: 40.8, dueDate: '2026-11-30' }),
  anOpenInvoice('RE71010004', {
    openAmount: 21.7,
    dueDate: '2026-12-05',
    paymentType: 'DIRECT_DEBIT',
    paymentReference: undefined,
  }),
];

const open = (change: Partial<OpenInvoices> = {}): OpenInvoices => ({
  invoices,
  balance: 122.4,
  currency: 'EUR',
  bankTransfer: aBankTransfer,
  ...change,
});

// The client reports failed calls to the logging service.
const services = mockServices(
  answer('logging', 'log', undefined),
  answer('orders', 'openInvoices', open()),
);

// Root registers its catalogue when the module loads, so it is loaded after i18next started.
async function openInvoicesPage(locale: Locale = 'de-DE') {
  await setUpShop(locale);
  const OrdersRoot = (await import('../../Root')).default;
  renderAt('/open-invoices', <OrdersRoot />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Offene Rechnungen' })).toBeVisible();
  return userEvent.setup();
}

const table = () => screen.findByRole('table', { name: 'Ihre offenen Rechnungen' });
const rowOf = async (number: string) =>
  within(await table())
    .getByRole('rowheader', { name: number })
    .closest('tr')!;
const invoiceOrder = async () =>
  within(await table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

it.each([
  {
    locale: 'de-DE' as const,
    change: {},
    balance: '122,40 €',
    amounts: ['59,90 €', '40,80 €', '21,70 €'],
    overdue:
      'Mindestens eine Rechnung ist überfällig. Bitte zahlen Sie den offenen Betrag möglichst bald, um Mahngebühren zu vermeiden.',
    iban: 'DE89 3704 0044 0532 0130 00',
    terms: 'Kauf auf Rechnung: Bitte zahlen Sie innerhalb von 14 Tagen nach Erhalt der Ware.',
  },
  {
    locale: 'de-CH' as const,
    change: {
      currency: 'CHF' as const,
      bankTransfer: {
        recipient: 'Shop24 Direkt AG',
        iban: 'CH93 0076 2011 6238 5295 7',
        bic: 'POFICHBEXXX',
        bankName: 'PostFinance',
      },
    },
    balance: 'CHF 122.40',
    amounts: ['CHF 59.90', 'CHF 40.80', 'CHF 21.70'],
    overdue:
      'Mindestens eine Rechnung ist überfällig. Bitte begleichen Sie den offenen Betrag möglichst bald, um Mahngebühren zu vermeiden.',
    iban: 'CH93 0076 2011 6238 5295 7',
    terms: 'Kauf auf Rechnung: Zahlbar innert 14 Tagen nach Erhalt der Ware.',
  },
])(
  'lists the open invoices in $locale: what is due when, in the shop currency, overdue marked, each with its PDF',
  async ({ locale, change, balance, amounts, overdue, iban, terms }) => {
    services.use(answer('orders', 'openInvoices', open(change)));
    await openInvoicesPage(locale);
    expect(await screen.findByText('Offener Betrag gesamt:', { exact: false })).toHaveTextContent(
      `Offener Betrag gesamt: ${balance}`,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(overdue);

    const [overdueAmount, monthEndAmount, debitAmount] = amounts;
    const overdueRow = await rowOf('RE71010009');
    expect(overdueRow).toHaveTextContent('12.11.2026');
    expect(overdueRow).toHaveTextContent('Überfällig');
    expect(overdueRow).toHaveTextContent(overdueAmount!);
    const monthEnd = await rowOf('RE71010007');
    expect(monthEnd).toHaveTextContent('30.11.2026');
    expect(monthEnd).toHaveTextContent('Offen');
    expect(monthEnd).toHaveTextContent(monthEndAmount!);
    const debit = await rowOf('RE71010004');
    expect(debit).toHaveTextContent('Wird per Lastschrift eingezogen am 05.12.2026');
    expect(debit).toHaveTextContent(debitAmount!);
    for (const number of ['RE71010009', 'RE71010007', 'RE71010004'])
      expect(
        within(await rowOf(number)).getByRole('button', {
          name: `PDF herunterladen: Rechnung ${number}`,
        }),
      ).toBeVisible();

    const transfer = screen.getByRole('region', { name: 'So zahlen Sie per Überweisung' });
    expect(transfer).toHaveTextContent(`IBAN${iban}`);
    expect(screen.getByRole('region', { name: 'Zahlungsbedingungen' })).toHaveTextContent(terms);
  },
);

it('shows the latest due date first and sorts by the earliest on request, keeping it in the address', async () => {
  const user = await openInvoicesPage();
  expect(await invoiceOrder()).toEqual(['RE71010004', 'RE71010007', 'RE71010009']);
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Sortieren nach Fälligkeit' }),
    'Früheste Fälligkeit zuerst',
  );
  expect(await invoiceOrder()).toEqual(['RE71010009', 'RE71010007', 'RE71010004']);
  expect(window.location.search).toBe('?sort=asc');
});

it('says when nothing is open, with no list, total or bank details', async () => {
  services.use(answer('orders', 'openInvoices', open({ invoices: [], balance: 0 })));
  await openInvoicesPage('de-AT');
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Keine offenen Rechnungen' }),
  ).toBeVisible();
  expect(screen.getByText('Sie haben alle Rechnungen bezahlt. Vielen Dank!')).toBeVisible();
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.queryByText('Offener Betrag gesamt:', { exact: false })).toBeNull();
  expect(screen.queryByRole('region', { name: 'So zahlen Sie per Überweisung' })).toBeNull();
});

it('says when the invoices could not be loaded, and loads them on retry', async () => {
  services.use(
    answer('orders', 'openInvoices', failWith(503, 'SERVICE_UNAVAILABLE'), { once: true }),
  );
  const user = await openInvoicesPage();
  const error = await screen.findByRole('alert');
  expect(error).toHaveTextContent('Ihre offenen Rechnungen konnten gerade nicht geladen werden.');
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Keine offenen Rechnungen' })).toBeNull();

  await user.click(within(error).getByRole('button', { name: 'Erneut versuchen' }));
  expect(await invoiceOrder()).toEqual(['RE71010004', 'RE71010007', 'RE71010009']);
  expect(
    screen.queryByText('Ihre offenen Rechnungen konnten gerade nicht geladen werden.'),
  ).toBeNull();
});
