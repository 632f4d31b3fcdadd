import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { WishlistItem } from '@account/contracts';
import { answer, mockServices } from '@account/test-services';
import { renderArea } from '@account/test-services/src/render-area';
import { registerCatalogue } from '../../../i18n';
import { WishlistPage } from './WishlistPage';

const CONSENT_KEY = 'consent-decision';

const item = (sku: string, name: string, maxDays: number): WishlistItem => ({
  baseProductNo: sku.slice(0, 6),
  name,
  brand: 'Marke',
  imagePath: `/p/${sku}.jpg`,
  stockLevel: 20,
  addedAt: '2026-10-01T10:00:00.000Z',
  variant: {
    sku,
    isSelectedByDefault: true,
    price: { value: 29.99, label: '29,99 €', currency: 'EUR', referenceValue: null },
    dimensions: [],
    status: 'AVAILABLE',
    stockLevel: 20,
    deliveryTime: { minDays: 2, maxDays },
  },
});

const services = mockServices(
  answer('customer', 'wishlist', {
    items: [item('100001-01', 'Teekanne', 4), item('100002-02', 'Schal', 3)],
  }),
  answer('customer', 'setWishlistItemState', undefined),
  answer('logging', 'events', undefined),
);
const EVENTS = '/api/logging/events';

async function removeTeekanne() {
  await renderArea({
    locale: 'de-DE',
    start: '/wishlist',
    registerCatalogue,
    flags: { deleteWishlistProduct: true },
    config: { consent: { adapter: 'storage', key: CONSENT_KEY } },
    routes: [{ path: '/wishlist', element: <WishlistPage /> }],
  });
  fireEvent.click(
    await screen.findByRole('button', { name: 'Teekanne von der Wunschliste entfernen' }),
  );
  await screen.findByText('Teekanne wurde von Ihrer Wunschliste entfernt.');
  return services.calls;
}

beforeEach(() => localStorage.clear());

it('tracks the removed item with its product, variant and delivery days', async () => {
  localStorage.setItem(CONSENT_KEY, JSON.stringify({ personalisation: true }));
  const calls = await removeTeekanne();
  const removal = calls.find((call) => call.method === 'PATCH');
  expect(removal).toMatchObject({ path: '/api/cs/wishlist/item', body: { state: 'deleted' } });
  expect(removal?.query.get('sku')).toBe('100001-01');
  await waitFor(() => expect(calls.some((call) => call.path === EVENTS)).toBe(true));
  expect(calls.filter((call) => call.path === EVENTS)).toEqual([
    expect.objectContaining({
      method: 'POST',
      path: EVENTS,
      body: {
        consent: 'yes',
        data: {
          event: 'wishlistDelete',
          reason: 'deleted',
          product: {
            base_product_no: '100001',
            sku: '100001-01',
            shipping_type: 'standard',
            delivery_days: 4,
          },
        },
      },
    }),
  ]);
});

it('tracks nothing without the consent to personalisation', async () => {
  localStorage.setItem(CONSENT_KEY, JSON.stringify({ personalisation: false }));
  const calls = await removeTeekanne();
  await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
  // An event would go out within the same turns as the PATCH; give it time to show.
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(calls.some((call) => call.path === EVENTS)).toBe(false);
});
