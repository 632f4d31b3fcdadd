import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerVoucher } from '@account/contracts';
import { answer, failWith, mockServices } from '@account/test-services';
import { renderAt, setUpPage } from '../../../test/set-up';
import { VouchersPage } from './VouchersPage';

const services = mockServices(answer('logging', 'log', undefined));

const voucher = (overrides: Partial<CustomerVoucher>): CustomerVoucher => ({
  code: 'HERBST-ABCD',
  type: 'VALUE',
  value: 1500,
  currency: 'EUR',
  minimumOrderValue: 5000,
  validUntil: '2026-12-29',
  welcome: false,
  state: 'USABLE',
  redeemedAt: null,
  ...overrides,
});

async function openPage(locale: 'de-DE' | 'de-CH' = 'de-DE') {
  await setUpPage(locale);
  renderAt('/my-vouchers', <VouchersPage />);
  return userEvent.setup();
}

const card = (name: RegExp) =>
  screen
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { name }) !== null)!;

it('shows value, code, minimum order and last day, and says in words which vouchers are used or expired', async () => {
  services.use(
    answer('customer', 'allVouchers', {
      vouchers: [
        voucher({}),
        voucher({
          code: 'VERSAND-ABCD',
          type: 'FREE_SHIPPING',
          value: null,
          minimumOrderValue: null,
        }),
        // Redeemed at 00:30 on 19.11. in Berlin, still the 18th in UTC: the shop's day counts.
        voucher({
          code: 'SOMMER-ABCD',
          value: 500,
          state: 'REDEEMED',
          redeemedAt: '2026-11-18T23:30:00.000Z',
        }),
        voucher({
          code: 'FRUEHLING-ABCD',
          type: 'PERCENTAGE',
          value: 20,
          state: 'EXPIRED',
          validUntil: '2026-11-05',
        }),
      ],
    }),
  );
  await openPage();
  const list = await screen.findByRole('list', { name: 'Ihre Gutscheine' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(4);

  const autumn = card(/^15,00\s€ Rabatt/);
  expect(autumn).toHaveTextContent('Einlösbar');
  expect(autumn).toHaveTextContent('HERBST-ABCD');
  expect(autumn).toHaveTextContent(/Mindestbestellwert\s*50,00\s€/);
  expect(autumn).toHaveTextContent(/Gültig bis\s*29\.12\.2026/);
  expect(card(/^Versandkostenfrei/)).toHaveTextContent(/Mindestbestellwertkeiner/);

  const summer = card(/^5,00\s€ Rabatt/);
  expect(summer).toHaveTextContent('Eingelöst');
  expect(summer).toHaveTextContent(/Eingelöst am\s*19\.11\.2026/);
  expect(within(summer).queryByRole('button')).toBeNull();
  const spring = card(/^20\s%\sRabatt/);
  expect(spring).toHaveTextContent('Abgelaufen');
  expect(spring).toHaveTextContent(/War gültig bis\s*05\.11\.2026/);
  expect(within(spring).queryByRole('button')).toBeNull();
});

it('prices a Swiss voucher in CHF', async () => {
  services.use(
    answer('customer', 'allVouchers', {
      vouchers: [voucher({ currency: 'CHF', value: 1000, minimumOrderValue: 3000, welcome: true })],
    }),
  );
  await openPage('de-CH');
  const welcome = await screen.findByRole('heading', { name: /^CHF\s10\.00 Rabatt/ });
  expect(welcome).toHaveTextContent('Ihr Willkommensgutschein');
  expect(card(/^CHF/)).toHaveTextContent(/Mindestbestellwert\s*CHF\s30\.00/);
});

it('copies the code and announces it; a refused clipboard asks to copy by hand', async () => {
  services.use(answer('customer', 'allVouchers', { vouchers: [voucher({})] }));
  const user = await openPage();
  await user.click(await screen.findByRole('button', { name: 'Code kopieren: HERBST-ABCD' }));
  expect(await navigator.clipboard.readText()).toBe('HERBST-ABCD');
  await waitFor(() => expect(screen.getByTestId('live-region')).toHaveTextContent('Code kopiert'));
  expect(card(/Rabatt/)).toHaveTextContent('Code kopiert');

  jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
  await user.click(screen.getByRole('button', { name: 'Code kopieren: HERBST-ABCD' }));
  expect(await screen.findByText(/bitte markieren Sie den Code/)).toBeVisible();
  expect(card(/Rabatt/)).not.toHaveTextContent('Code kopiert');
});

it('says when there are no vouchers', async () => {
  services.use(answer('customer', 'allVouchers', { vouchers: [] }));
  await openPage();
  expect(
    await screen.findByRole('heading', { name: 'Sie haben derzeit keine Gutscheine' }),
  ).toBeVisible();
  expect(screen.queryByRole('list', { name: 'Ihre Gutscheine' })).toBeNull();
});

it('shows the error with a retry that loads again', async () => {
  services.use(
    answer('customer', 'allVouchers', failWith(503), { once: true }),
    answer('customer', 'allVouchers', { vouchers: [voucher({})] }),
  );
  const user = await openPage();
  expect(await screen.findByText('Ihre Gutscheine konnten nicht geladen werden.')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
  expect(await screen.findByRole('list', { name: 'Ihre Gutscheine' })).toBeVisible();
});
