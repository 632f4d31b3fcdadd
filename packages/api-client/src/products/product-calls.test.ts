import { configureApi } from '../config';
import { getProducts, getRecommendations } from './products';
import { shopSessionId } from './shop-session';
import { addToBasket, setWishlistItemState } from './wishlist';

const calls: { url: string; init: RequestInit }[] = [];
let answer: unknown = {};

/** The browser's local storage, as the Node test environment has none. */
function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => values.delete(key),
    setItem: (key, value) => values.set(key, value),
  } as Storage;
}

beforeEach(() => {
  calls.length = 0;
  answer = {};
  globalThis.localStorage = memoryStorage();
  configureApi({
    services: { products: '/api/products', basket: '/api/basket', customer: '/api/cs' },
    locale: 'de-CH',
  });
  global.fetch = jest.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(answer), { status: 200 });
  }) as unknown as typeof fetch;
});

const headers = (index: number) => calls[index]?.init.headers as Record<string, string>;

it('asks for the first 6 products, or maxItems of them, with the spec parameters, and nothing for none', async () => {
  await getProducts(['1', '2', '3', '4', '5', '6', '7']);
  expect(calls[0]?.url).toBe(
    '/api/products/products?base_product_no=1%2C2%2C3%2C4%2C5%2C6&return_short_response=false&campaigns=false&sales_channel=CLASSIC_SHOP',
  );
  await getProducts(['1', '2', '3'], 2);
  expect(calls[1]?.url).toContain('base_product_no=1%2C2&');
  expect(await getProducts([])).toEqual({ products: [] });
  expect(calls).toHaveLength(2);
});

it('adds to the basket with quantity 1 under the stored shop session id', async () => {
  await addToBasket({ baseProductNo: '100002', sku: '100002-02' });
  await addToBasket({ baseProductNo: '100003', sku: '100003-01' });
  expect(calls[0]?.url).toBe('/api/basket/basket/items');
  expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
    base_product_no: '100002',
    sku: '100002-02',
    quantity: 1,
  });
  expect(headers(0)['X-SessionId']).toMatch(/^[0-9a-f]{32}$/);
  expect(headers(1)['X-SessionId']).toBe(headers(0)['X-SessionId']);
});

it('patches a wishlist item by sku with its new state', async () => {
  await setWishlistItemState('100002-02', 'movedToBasket');
  expect(calls[0]?.url).toBe('/api/cs/wishlist/item?sku=100002-02');
  expect(calls[0]?.init.method).toBe('PATCH');
  expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ state: 'movedToBasket' });
});

it('keeps the shop session id about 180 days, then makes a new one', () => {
  const now = Date.UTC(2026, 0, 1);
  const id = shopSessionId(now);
  expect(shopSessionId(now + 179 * 86_400_000)).toBe(id);
  expect(shopSessionId(now + 181 * 86_400_000)).not.toBe(id);
});

it('sends session id, consent, user id and region, and counts an empty or malformed answer as failure', async () => {
  answer = {
    personalised: false,
    items: [{ baseProductNo: '1', reason: { type: 'TOP_DEAL', category: null } }],
  };
  await getRecommendations({
    placement: 'topDeals',
    region: 'hseCH',
    userId: 'u-1',
    trackingConsent: false,
  });
  expect(calls[0]?.url).toMatch(
    /^\/api\/products\/recommendations\?session_id=[0-9a-f]{32}&tracking_consent=false&user_id=u-1&region=hseCH&placement=topDeals$/,
  );
  answer = { items: [] };
  await expect(
    getRecommendations({
      placement: 'topDeals',
      region: 'hseDE',
      userId: undefined,
      trackingConsent: false,
    }),
  ).rejects.toThrow();
  answer = { items: [{ id: 1 }] };
  await expect(
    getRecommendations({
      placement: 'topDeals',
      region: 'hseDE',
      userId: undefined,
      trackingConsent: false,
    }),
  ).rejects.toThrow();
});
