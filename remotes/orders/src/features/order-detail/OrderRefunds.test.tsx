import { screen } from '@testing-library/react';
import { aDeliveredOrder } from '../../test/orders';
import { orderPageTests } from '../../test/order-page';

/** The pillow's return arrived and was credited on the invoice; the pans are on their way back. */
const withRefunds = aDeliveredOrder({
  refunds: [
    {
      returnCode: 'R71010007-1',
      state: 'REFUND_ISSUED',
      amount: 129,
      currency: 'EUR',
      method: 'INVOICE',
      issuedAt: '2026-11-18T10:00:00.000Z',
      since: '2026-11-18T10:00:00.000Z',
    },
    {
      returnCode: 'R71010007-2',
      state: 'RETURN_REGISTERED',
      amount: null,
      currency: 'EUR',
      method: 'INVOICE',
      issuedAt: null,
      since: '2026-11-20T10:00:00.000Z',
    },
  ],
});

const openOrder = orderPageTests(withRefunds);

const refund = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;
const text = (element: HTMLElement) => element.textContent?.replace(/\u00a0/g, ' ');

it('shows each return with where its money stands and what was sent back', async () => {
  await openOrder(withRefunds);
  expect(screen.getByRole('heading', { level: 2, name: 'Ihr Geld zurück' })).toBeInTheDocument();
  expect(text(refund('Rücksendung R71010007-1'))).toBe(
    'Rücksendung R71010007-1Erstattung veranlasst am 18.11.2026, 129,00 € auf Ihre RechnungArtikel: Kopfkissen',
  );
  expect(text(refund('Rücksendung R71010007-2'))).toContain(
    'Rücksendung angemeldet am 20.11.2026Artikel: Pfannenset',
  );
});

it('shows a cancellation’s refund under its own heading', async () => {
  await openOrder(
    aDeliveredOrder({
      returns: [],
      refunds: [
        {
          returnCode: null,
          state: 'ORDER_CANCELLED',
          amount: 155.94,
          currency: 'EUR',
          method: 'PAYPAL',
          issuedAt: null,
          since: '2026-11-10T10:00:00.000Z',
        },
      ],
    }),
  );
  expect(text(refund('Stornierung'))).toBe(
    'StornierungBestellung storniert am 10.11.2026. Wir erstatten Ihnen 155,94 € innerhalb von 3 Tagen auf Ihr PayPal-Konto.',
  );
});

it('shows no money back for an order of a service without refunds', async () => {
  await openOrder(aDeliveredOrder());
  expect(screen.queryByRole('heading', { name: 'Ihr Geld zurück' })).toBeNull();
});
