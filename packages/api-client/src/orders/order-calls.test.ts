import { configureApi } from '../config';
import { cancelOrder, returnOrder } from './change-order';
import { getOrders } from './order-history';
import { productMediaUrl } from './product-media';

const calls: { url: string; init: RequestInit }[] = [];

beforeEach(() => {
  calls.length = 0;
  configureApi({
    services: {
      orderHistory: '/api/order-history',
      orders: '/api/orders/',
      products: 'https://media.example/p',
    },
    locale: 'de-CH',
  });
  global.fetch = jest.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
});

it('asks for a page of orders with the spec query parameters in snake_case', async () => {
  await getOrders({ limit: 10, cursor: 'abc' });
  expect(calls[0]?.url).toBe(
    '/api/order-history/orders?address_strict_typing=true&limit=10&cursor=abc',
  );
});

it('cancels with externalCustomerId and reasonCode in snake_case, as a state-changing request', async () => {
  await cancelOrder({ number: '73010001', externalCustomerId: 'c-1' }, 'CHANGED_MIND');
  expect(calls[0]?.url).toBe('/api/orders/order/73010001/cancel');
  expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
    external_customer_id: 'c-1',
    reason_code: 'CHANGED_MIND',
  });
  expect((calls[0]?.init.headers as Record<string, string>)['x-client-id']).toBe('account-view');
});

it('returns items by id under order_id', async () => {
  await returnOrder('73010007', ['i-1', 'i-2']);
  expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
    order_id: '73010007',
    items: ['i-1', 'i-2'],
  });
});

it('returns part of a line with its quantity, and the reason when given', async () => {
  await returnOrder('73010007', [{ id: 'i-1', quantity: 1 }, 'i-2'], 'k-1', 'DOES_NOT_FIT');
  expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
    order_id: '73010007',
    items: [{ id: 'i-1', quantity: 1 }, 'i-2'],
    reason: 'DOES_NOT_FIT',
  });
});

it('builds product image URLs on the products service', () => {
  expect(productMediaUrl('media/100001.svg')).toBe('https://media.example/p/media/100001.svg');
});

it('sends an Idempotency-Key per customer action, the same one on the retry after a token refresh', async () => {
  const answers = [401, 200, 200];
  global.fetch = jest.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response('{}', {
      status: answers.shift() ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  const { onUnauthorized } = await import('../request');
  onUnauthorized(async () => true);
  await cancelOrder({ number: '73010001', externalCustomerId: 'c-1' }, 'CHANGED_MIND');
  const keys = calls.map(
    (call) => (call.init.headers as Record<string, string>)['Idempotency-Key'],
  );
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  await returnOrder('73010007', ['i-1'], 'klick-7');
  expect((calls[2]?.init.headers as Record<string, string>)['Idempotency-Key']).toBe('klick-7');
});
