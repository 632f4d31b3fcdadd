import { screen } from '@testing-library/react';
import type { Locale, Order } from '@account/contracts';
import { answer, mockServices } from '@account/test-services';
import { renderAt } from '@account/test-services/src/render-area';
import { setUpShop } from './set-up';

/**
 * The order page with the order service answering the order each test opens. Called at a test
 * file's top level, where it installs the service mocks; returns the function that opens one.
 */
export function orderPageTests(first: Order) {
  let order = first;
  mockServices(
    answer('logging', 'log', undefined),
    answer('orderHistory', 'order', () => order),
    // Today's stock (the order page's "Ausverkauft"): everything in stock unless a test says so.
    answer('products', 'products', { products: [] }),
  );
  return async function openOrder(shown: Order, locale: Locale = 'de-DE'): Promise<void> {
    order = shown;
    await setUpShop(locale);
    const OrdersRoot = (await import('../Root')).default;
    renderAt(`/orders/${shown.number}`, <OrdersRoot />);
    await screen.findByRole('heading', { level: 1 });
  };
}
