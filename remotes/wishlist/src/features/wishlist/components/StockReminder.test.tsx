import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WishlistItem } from '@account/contracts';
import { answer, failWith, mockServices } from '@account/test-services';
import { renderArea } from '@account/test-services/src/render-area';
import { LiveRegion } from '@account/ui';
import { registerCatalogue } from '../../../i18n';
import { WishlistPage } from './WishlistPage';

const item = (
  baseProductNo: string,
  name: string,
  status: WishlistItem['variant']['status'],
  stockLevel: number,
  stockReminder?: WishlistItem['stockReminder'],
): WishlistItem => ({
  baseProductNo,
  name,
  brand: 'Marke',
  imagePath: `/p/${baseProductNo}.jpg`,
  stockLevel,
  addedAt: '2026-10-01T10:00:00.000Z',
  variant: {
    sku: `${baseProductNo}-01`,
    isSelectedByDefault: true,
    price: { value: 29.99, label: '29,99 €', currency: 'EUR', referenceValue: null },
    dimensions: [],
    status,
    stockLevel,
    deliveryTime: null,
  },
  ...(stockReminder !== undefined && { stockReminder }),
});

const services = mockServices(
  answer('logging', 'events', undefined),
  answer('logging', 'log', undefined),
);

async function openWishlist(items: WishlistItem[]) {
  services.use(answer('customer', 'wishlist', { items }));
  await renderArea({
    locale: 'de-DE',
    start: '/wishlist',
    registerCatalogue,
    routes: [
      {
        path: '/wishlist',
        element: (
          <>
            <LiveRegion />
            <WishlistPage />
          </>
        ),
      },
    ],
  });
  await screen.findByRole('list', { name: 'Artikel auf Ihrer Wunschliste' });
}

const card = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

it('states the stock once: the count where few are left, "Ausverkauft" where none are', async () => {
  await openWishlist([
    item('100002', 'Schal', 'ALMOST_SOLD_OUT', 3, null),
    item('500103', 'Kleid', 'SOLD_OUT', 0, null),
  ]);
  expect(card('Schal')).toHaveTextContent('Nur noch 3 Stück verfügbar');
  expect(card('Schal')).not.toHaveTextContent('Nur noch wenige verfügbar');
  expect(within(card('Kleid')).getAllByText(/ausverkauft/i)).toHaveLength(1);
  // Only a sold-out item offers the reminder.
  expect(within(card('Schal')).queryByRole('button', { name: /Benachrichtigen/ })).toBeNull();
});

it('asks for the reminder, says the mail waits for confirmation, and cancels it again with focus kept on the item', async () => {
  services.use(
    answer('customer', 'requestWishlistStockReminder', { stockReminder: 'PENDING' }),
    answer('customer', 'cancelWishlistStockReminder', undefined),
  );
  await openWishlist([item('500103', 'Kleid', 'SOLD_OUT', 0, null)]);
  fireEvent.click(screen.getByRole('button', { name: 'Benachrichtigen, wenn verfügbar: Kleid' }));
  const cancel = await screen.findByRole('button', { name: 'Erinnerung abbestellen: Kleid' });
  expect(cancel).toHaveFocus();
  expect(card('Kleid')).toHaveTextContent(/Bitte bestätigen Sie die Erinnerung/);
  await waitFor(() =>
    expect(screen.getByTestId('live-region')).toHaveTextContent(/Bitte bestätigen Sie/),
  );
  expect(
    services.calls.find((call) => call.method === 'POST' && call.path.endsWith('stock-reminder')),
  ).toMatchObject({
    body: { base_product_no: '500103' },
  });

  fireEvent.click(cancel);
  const request = await screen.findByRole('button', {
    name: 'Benachrichtigen, wenn verfügbar: Kleid',
  });
  expect(request).toHaveFocus();
  const removal = services.calls.find((call) => call.method === 'DELETE');
  expect(removal?.query.get('base_product_no')).toBe('500103');
  await waitFor(() =>
    expect(screen.getByTestId('live-region')).toHaveTextContent(
      'Die Erinnerung zu Kleid ist abbestellt.',
    ),
  );
});

it('shows a confirmed reminder as active, and a failed request without losing the button', async () => {
  services.use(
    answer('customer', 'requestWishlistStockReminder', failWith(429, 'TOO_MANY_REQUESTS')),
  );
  await openWishlist([
    item('500103', 'Kleid', 'SOLD_OUT', 0, 'CONFIRMED'),
    item('200108', 'Maske', 'SOLD_OUT', 0, null),
  ]);
  expect(card('Kleid')).toHaveTextContent('Erinnerung aktiv');
  fireEvent.click(screen.getByRole('button', { name: 'Benachrichtigen, wenn verfügbar: Maske' }));
  expect(await within(card('Maske')).findByText(/konnte nicht angelegt werden/)).toBeVisible();
  expect(
    screen.getByRole('button', { name: 'Benachrichtigen, wenn verfügbar: Maske' }),
  ).toBeVisible();
});

it('offers no reminder when the service sends no reminder state', async () => {
  await openWishlist([item('500103', 'Kleid', 'SOLD_OUT', 0)]);
  expect(card('Kleid')).toHaveTextContent('Ausverkauft');
  expect(screen.queryByRole('button', { name: /Benachrichtigen/ })).toBeNull();
});
