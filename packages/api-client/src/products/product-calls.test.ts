import { answer, configureTestServices, mockServices } from '@account/test-services';
import { getProducts, getRecommendations } from './products';
import { shopSessionId } from './shop-session';
import { setWishlistItemState } from '../wishlist';
import { addToBasket } from './add-to-basket';

// What a call answers does not matter unless a test says: what the services receive does.
const services = mockServices(
  answer('products', 'products', Response.json({})),
  answer('basket', 'addToBasket', Response.json({})),
  answer('customer', 'setWishlistItemState', undefined),
);

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
  globalThis.localStorage = memoryStorage();
  configureTestServices('de-CH');
});

const sessionIdOf = (index: number) => services.calls[index]?.headers.get('X-SessionId');

it('asks for the first 6 products, or maxItems of them, with the spec parameters, and nothing for none', async () => {
  await getProducts(['1', '2', '3', '4', '5', '6', '7']);
  expect(services.calls[0]?.path).toBe('/api/products/products');
  expect(services.calls[0]?.query.toString()).toBe(
    'base_product_no=1%2C2%2C3%2C4%2C5%2C6&return_short_response=false&campaigns=false&sales_channel=CLASSIC_SHOP',
  );
  await getProducts(['1', '2', '3'], 2);
  expect(services.calls[1]?.query.get('base_product_no')).toBe('1,2');
  expect(await getProducts([])).toEqual({ products: [] });
  expect(services.calls).toHaveLength(2);
});

it('adds to the basket with quantity 1 under the stored shop session id', async () => {
  await addToBasket({ baseProductNo: '100002', sku: '100002-02' });
  await addToBasket({ baseProductNo: '100003', sku: '100003-01' });
  expect(services.calls[0]).toMatchObject({
    path: '/api/basket/basket/items',
    body: { base_product_no: '100002', sku: '100002-02', quantity: 1 },
  });
  expect(sessionIdOf(0)).toMatch(/^[0-9a-f]{32}$/);
  expect(sessionIdOf(1)).toBe(sessionIdOf(0));
});

it('patches a wishlist item by sku with its new state', async () => {
  await setWishlistItemState('100002-02', 'movedToBasket');
  const [sent] = services.calls;
  expect(sent).toMatchObject({
    method: 'PATCH',
    path: '/api/cs/wishlist/item',
    body: { state: 'movedToBasket' },
  });
  expect(sent?.query.toString()).toBe('sku=100002-02');
});

it('keeps the shop session id about 180 days, then makes a new one', () => {
  const now = Date.UTC(2026, 0, 1);
  const id = shopSessionId(now);
  expect(shopSessionId(now + 179 * 86_400_000)).toBe(id);
  expect(shopSessionId(now + 181 * 86_400_000)).not.toBe(id);
});

it('sends session id, consent, user id and region, and counts an empty or malformed answer as failure', async () => {
  services.use(
    answer('products', 'recommendations', {
      personalised: false,
      items: [{ baseProductNo: '1', reason: { type: 'TOP_DEAL', category: null } }],
    }),
  );
  await getRecommendations({
    placement: 'topDeals',
    region: 'hseCH',
    userId: 'u-1',
    trackingConsent: false,
  });
  expect(services.calls[0]?.path).toBe('/api/products/recommendations');
  expect(services.calls[0]?.query.toString()).toMatch(
    /^session_id=[0-9a-f]{32}&tracking_consent=false&user_id=u-1&region=hseCH&placement=topDeals$/,
  );
  services.use(answer('products', 'recommendations', Response.json({ items: [] })));
  await expect(
    getRecommendations({
      placement: 'topDeals',
      region: 'hseDE',
      userId: undefined,
      trackingConsent: false,
    }),
  ).rejects.toThrow();
  services.use(answer('products', 'recommendations', Response.json({ items: [{ id: 1 }] })));
  await expect(
    getRecommendations({
      placement: 'topDeals',
      region: 'hseDE',
      userId: undefined,
      trackingConsent: false,
    }),
  ).rejects.toThrow();
});
