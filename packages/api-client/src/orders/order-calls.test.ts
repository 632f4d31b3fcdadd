import type { Order } from '@account/contracts';
import { answer, configureTestServices, failWith, mockServices } from '@account/test-services';
import { configureApi } from '../config';
import { cancelOrder, returnOrder } from './change-order';
import { getOrders } from './order-history';
import { productMediaUrl } from './product-media';

// The calls' answers do not matter here: what the services receive does.
const services = mockServices(
  answer('orderHistory', 'orders', Response.json({})),
  answer('orders', 'cancelOrder', Response.json({})),
  answer('orders', 'returnOrder', Response.json({})),
);
beforeEach(() => configureTestServices('de-CH'));

it('asks for a page of orders with the spec query parameters in snake_case', async () => {
  await getOrders({ limit: 10, cursor: 'abc' });
  const [sent] = services.calls;
  expect(sent?.path).toBe('/api/order-history/orders');
  expect(sent?.query.toString()).toBe('address_strict_typing=true&limit=10&cursor=abc');
});

it('cancels with externalCustomerId and reasonCode in snake_case, as a state-changing request', async () => {
  await cancelOrder({ number: '73010001', externalCustomerId: 'c-1' }, 'CHANGED_MIND');
  const [sent] = services.calls;
  expect(sent).toMatchObject({
    method: 'POST',
    path: '/api/orders/order/73010001/cancel',
    body: { external_customer_id: 'c-1', reason_code: 'CHANGED_MIND' },
  });
  expect(sent?.headers.get('x-client-id')).toBe('account-view');
});

/** An order with a line of two pillows and a lamp. */
const deliveredOrder = {
  number: '73010007',
  items: [
    { id: 'i-1', quantity: 2 },
    { id: 'i-2', quantity: 1 },
  ],
} as Order;

it('returns whole lines by their plain id under order_id, as the spec sends them', async () => {
  await returnOrder(deliveredOrder, [
    { id: 'i-1', quantity: 2 },
    { id: 'i-2', quantity: 1 },
  ]);
  expect(services.calls[0]?.body).toEqual({ order_id: '73010007', items: ['i-1', 'i-2'] });
});

it('returns part of a line with its quantity, and each item with its own reason', async () => {
  await returnOrder(deliveredOrder, [
    { id: 'i-1', quantity: 1, reason: 'DOES_NOT_FIT' },
    { id: 'i-2', quantity: 1, reason: 'DEFECTIVE' },
  ]);
  expect(services.calls[0]?.body).toEqual({
    order_id: '73010007',
    items: [
      { id: 'i-1', quantity: 1, reason: 'DOES_NOT_FIT' },
      { id: 'i-2', reason: 'DEFECTIVE' },
    ],
  });
});

it('also sends the reason all items share as the return’s one reason, for a service before per-item reasons', async () => {
  await returnOrder(deliveredOrder, [
    { id: 'i-1', quantity: 1, reason: 'CHANGED_MIND' },
    { id: 'i-2', quantity: 1, reason: 'CHANGED_MIND' },
  ]);
  expect(services.calls[0]?.body).toEqual({
    order_id: '73010007',
    items: [
      { id: 'i-1', quantity: 1, reason: 'CHANGED_MIND' },
      { id: 'i-2', reason: 'CHANGED_MIND' },
    ],
    reason: 'CHANGED_MIND',
  });
});

it('builds product image URLs on the products service', () => {
  configureApi({ services: { products: 'https://media.example/p' }, locale: 'de-CH' });
  expect(productMediaUrl('media/100001.svg')).toBe('https://media.example/p/media/100001.svg');
});

it('sends an Idempotency-Key per customer action, the same one on the retry after a token refresh', async () => {
  services.use(
    answer('orders', 'cancelOrder', failWith(401, 'NOT_LOGGED_IN'), {
      once: true,
    }),
  );
  const { onUnauthorized } = await import('../request');
  onUnauthorized(async () => true);
  await cancelOrder({ number: '73010001', externalCustomerId: 'c-1' }, 'CHANGED_MIND');
  const keys = services.calls.map((call) => call.headers.get('Idempotency-Key'));
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  await returnOrder(deliveredOrder, [{ id: 'i-2', quantity: 1 }], 'klick-7');
  expect(services.calls[2]?.headers.get('Idempotency-Key')).toBe('klick-7');
});
