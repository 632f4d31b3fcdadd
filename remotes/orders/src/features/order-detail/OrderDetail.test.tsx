import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale, Product } from '@account/contracts';
import { answer, failWith, mockServices } from '@account/test-services';
import { renderAt } from '@account/test-services/src/render-area';
import { aDeliveredOrder, anUndispatchedOrder, inSwitzerland } from '../../test/orders';
import { setUpShop } from '../../test/set-up';

/** A delivered order with one return on its way and one that has arrived. */
const order = aDeliveredOrder();

// The client reports failed calls to the logging service.
const services = mockServices(
  answer('logging', 'log', undefined),
  answer('orderHistory', 'order', order),
  answer('products', 'products', { products: [] }),
);

// Root registers its catalogue when the module loads, so it is loaded after i18next started.
async function openOrder(
  locale: Locale = 'de-DE',
  number = order.number,
  flags: { orderCancellation?: boolean } = {},
) {
  await setUpShop(locale, flags);
  const OrdersRoot = (await import('../../Root')).default;
  renderAt(`/orders/${number}`, <OrdersRoot />);
}

const itemRow = (title: string) =>
  within(screen.getByRole('table', { name: `Artikel der Bestellung ${order.number}` }))
    .getByRole('rowheader', { name: new RegExp(`^${title}`) })
    .closest('tr')!;

const summaryLine = (term: string) => screen.getByText(term, { selector: 'dt' }).parentElement!;

it.each([
  {
    locale: 'de-DE' as const,
    change: {},
    price: '49,99 €',
    amounts: ['149,97 €', '4,95 €', '154,92 €'],
    address: ['Herr Max Mustermann', 'Musterstraße 12', '10115 Berlin', 'Deutschland'],
  },
  {
    locale: 'de-CH' as const,
    change: inSwitzerland,
    price: 'CHF 49.99',
    amounts: ['CHF 149.97', 'CHF 4.95', 'CHF 154.92'],
    address: ['Frau Anna Muster', 'Bahnhofstrasse 1', '8001 Zürich', 'Schweiz'],
  },
])(
  'shows the order in $locale: number, date, items with their status, amounts in the shop currency and the delivery address',
  async ({ locale, change, price, amounts, address }) => {
    services.use(answer('orderHistory', 'order', aDeliveredOrder(change)));
    await openOrder(locale);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bestellung 71010007' }),
    ).toBeVisible();
    expect(screen.getByText('Bestellt am 10.11.2026 um 10:30 Uhr')).toBeVisible();

    expect(itemRow('Pfannenset')).toHaveTextContent(price);
    expect(itemRow('Pfannenset')).toHaveTextContent('Rücksendung angemeldet');
    expect(itemRow('Kopfkissen')).toHaveTextContent('Rücksendung eingetroffen');
    expect(itemRow('Decke')).toHaveTextContent('Zugestellt');

    const [subtotal, shipping, total] = amounts;
    expect(summaryLine('Zwischensumme')).toHaveTextContent(`Zwischensumme${subtotal}`);
    expect(summaryLine('Versandkosten')).toHaveTextContent(`Versandkosten${shipping}`);
    expect(summaryLine('Gesamtbetrag')).toHaveTextContent(`Gesamtbetrag${total}`);
    expect(summaryLine('Zahlungsart')).toHaveTextContent('ZahlungsartRechnung');

    const delivery = screen.getByRole('region', { name: 'Lieferadresse' });
    for (const line of address) expect(delivery).toHaveTextContent(line);
  },
);

it('offers a delivered order for return and withdrawal within their periods, and no cancellation', async () => {
  services.use(
    answer(
      'orderHistory',
      'order',
      aDeliveredOrder({ withdrawal: { possible: true, until: '2026-11-28', withdrawnAt: null } }),
    ),
  );
  await openOrder('de-DE', order.number, { orderCancellation: true });
  expect(
    await screen.findByText(
      'Sie können Artikel dieser Bestellung bis zum 12.12.2026 zurücksenden.',
    ),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'Artikel zurücksenden' })).toHaveAttribute(
    'href',
    '/orders/71010007/returns',
  );
  const withdrawal = screen.getByRole('region', { name: 'Vertrag widerrufen' });
  expect(withdrawal).toHaveTextContent(
    'Sie können den Vertrag zu dieser Bestellung noch bis zum 28.11.2026 widerrufen.',
  );
  expect(within(withdrawal).getByRole('link', { name: 'Vertrag widerrufen' })).toHaveAttribute(
    'href',
    '/orders/71010007/withdrawal',
  );
  expect(screen.queryByRole('button', { name: 'Bestellung stornieren' })).toBeNull();
});

it('puts "Artikel zurücksenden" right after "Vertrag widerrufen" in the keyboard order, before the items and invoices', async () => {
  services.use(
    answer(
      'orderHistory',
      'order',
      aDeliveredOrder({ withdrawal: { possible: true, until: '2026-11-28', withdrawnAt: null } }),
    ),
  );
  await openOrder();
  const withdraw = await screen.findByRole('link', { name: 'Vertrag widerrufen' });
  const user = userEvent.setup();
  withdraw.focus();
  await user.tab();
  expect(screen.getByRole('link', { name: 'Artikel zurücksenden' })).toHaveFocus();
  const table = screen.getByRole('table', { name: `Artikel der Bestellung ${order.number}` });
  expect(
    screen.getByRole('region', { name: 'Artikel zurücksenden' }).compareDocumentPosition(table) &
      Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy();
});

it('shows under each returned item why it went back', async () => {
  const returns = aDeliveredOrder().returns!;
  services.use(
    answer(
      'orderHistory',
      'order',
      aDeliveredOrder({
        returns: [
          { ...returns[0]!, itemReasons: [{ itemId: 'pillow', reason: 'DOES_NOT_FIT' }] },
          { ...returns[1]!, itemReasons: [{ itemId: 'pans', reason: 'DEFECTIVE' }] },
        ],
      }),
    ),
  );
  await openOrder();
  await screen.findByRole('heading', { level: 1, name: 'Bestellung 71010007' });
  expect(itemRow('Kopfkissen')).toHaveTextContent('Grund: Passt nicht');
  expect(itemRow('Pfannenset')).toHaveTextContent('Grund: Beschädigt oder defekt');
  expect(itemRow('Decke')).not.toHaveTextContent('Grund:');
});

it('marks an item sold out today and offers no "Erneut kaufen" for it, but for the others', async () => {
  services.use(
    answer('products', 'products', {
      products: [
        { baseProductNo: 'blanket', variants: [{ status: 'SOLD_OUT' }] },
        { baseProductNo: 'pillow', variants: [{ status: 'AVAILABLE' }] },
      ] as Product[],
    }),
  );
  await openOrder();
  await screen.findByRole('heading', { level: 1, name: 'Bestellung 71010007' });
  expect(await within(itemRow('Decke')).findByText('Ausverkauft')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Erneut kaufen: Decke' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Erneut kaufen: Kopfkissen' })).toBeVisible();
  expect(itemRow('Kopfkissen')).not.toHaveTextContent('Ausverkauft');
});

it('offers "Erneut kaufen" for every item when the products service fails, and calls none sold out', async () => {
  services.use(answer('products', 'products', failWith(503)));
  await openOrder();
  expect(await screen.findByRole('button', { name: 'Erneut kaufen: Decke' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Erneut kaufen: Kopfkissen' })).toBeVisible();
  expect(screen.queryByText('Ausverkauft')).toBeNull();
});

it("offers today's undispatched order for cancellation, and no return", async () => {
  const today = anUndispatchedOrder();
  services.use(answer('orderHistory', 'order', today));
  await openOrder('de-DE', order.number, { orderCancellation: true });
  expect(await screen.findByRole('button', { name: 'Bestellung stornieren' })).toBeVisible();
  expect(screen.queryByRole('link', { name: 'Artikel zurücksenden' })).toBeNull();
  expect(screen.queryByText(/zurücksenden\.$/)).toBeNull();
});

it('says when the return period of a delivered order is over, and offers no return', async () => {
  services.use(
    answer(
      'orderHistory',
      'order',
      aDeliveredOrder({ returnPeriod: { possible: false, until: '2026-12-12' } }),
    ),
  );
  await openOrder('de-AT');
  expect(
    await screen.findByText('Die Rückgabefrist für diese Bestellung ist am 12.12.2026 abgelaufen.'),
  ).toBeVisible();
  expect(screen.queryByRole('link', { name: 'Artikel zurücksenden' })).toBeNull();
  expect(screen.queryByRole('region', { name: 'Vertrag widerrufen' })).toBeNull();
});

it('says an unknown order is not found (404) and leads to the overview', async () => {
  services.use(answer('orderHistory', 'order', failWith(404, 'NOT_FOUND')));
  await openOrder('de-DE', '79999999');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Diese Bestellung finden wir nicht' }),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'Zur Bestellübersicht' })).toHaveAttribute(
    'href',
    '/orders',
  );
  expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
});

it('shows that it is loading, then on a failure an error with a retry that loads the order', async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  services.use(
    answer(
      'orderHistory',
      'order',
      async () => {
        await held;
        return failWith(503, 'SERVICE_UNAVAILABLE');
      },
      { once: true },
    ),
  );
  await openOrder();
  expect(await screen.findByRole('status')).toHaveTextContent('Wird geladen …');
  expect(screen.queryByRole('heading', { level: 1 })).toBeNull();

  release();
  const error = await screen.findByRole('alert');
  expect(error).toHaveTextContent('Die Bestellung konnte gerade nicht geladen werden.');
  expect(screen.queryByRole('heading', { name: 'Diese Bestellung finden wir nicht' })).toBeNull();

  await userEvent.setup().click(within(error).getByRole('button', { name: 'Erneut versuchen' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Bestellung 71010007' }),
  ).toBeVisible();
  expect(screen.queryByRole('alert')).toBeNull();
});
