import { SESSION_ID_HEADER } from '@account/contracts';
import { configureApi } from '../config';
import { buyAgain } from './buy-again';

const calls: { url: string; init: RequestInit }[] = [];

beforeEach(() => {
  calls.length = 0;
  configureApi({ services: { basket: '/api/basket' }, locale: 'de-DE' });
  global.fetch = jest.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify({ items: [], added: [], unavailable: [] }), { status: 200 });
  }) as unknown as typeof fetch;
});

it('sends the order number, and the items when some are picked, under the shop session', async () => {
  await buyAgain('71010007');
  await buyAgain('71010007', ['i-1']);
  expect(calls[0]?.url).toBe('/api/basket/basket/buy-again');
  expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ order_number: '71010007' });
  expect(JSON.parse(String(calls[1]?.init.body))).toEqual({
    order_number: '71010007',
    item_ids: ['i-1'],
  });
  const headers = calls[0]?.init.headers as Record<string, string>;
  expect(headers[SESSION_ID_HEADER]).toMatch(/^[0-9a-f]{32}$/);
});
