import { renderHook, waitFor } from '@testing-library/react';
import { setRuntimeConfig } from '@account/config';
import type { LoggedInUser, Product, RuntimeConfig } from '@account/contracts';
import { setLoggedIn } from '@account/session';
import { answer, configureTestServices, mockServices } from '@account/test-services';
import { trackingConsent } from '@account/tracking';
import { useRecommendations } from './useRecommendations';

jest.mock('@account/tracking', () => ({
  ...jest.requireActual('@account/tracking'),
  trackingConsent: jest.fn(() => 'no'),
}));

const services = mockServices(answer('logging', 'log', undefined));
const query = (path: string) => services.calls.find((call) => call.path === path)?.query;

beforeEach(() => {
  jest.mocked(trackingConsent).mockReturnValue('no');
  setRuntimeConfig({ flags: {}, services: {}, shops: {} } as unknown as RuntimeConfig, 'de-CH');
  configureTestServices('de-CH');
  setLoggedIn({ customerId: 'c-30012345' } as LoggedInUser);
});

const reason = { type: 'TOP_DEAL', category: null } as const;
/** Only what the hook reads of a product. */
const products = (...numbers: string[]) =>
  numbers.map((baseProductNo) => ({ baseProductNo })) as Product[];

it('asks with the shop’s region, the user id and no consent, then resolves the products with their reasons', async () => {
  services.use(
    answer('products', 'recommendations', {
      personalised: false,
      items: [
        { baseProductNo: '2', reason },
        { baseProductNo: '1', reason: { type: 'CATEGORY_OF_VIEWS', category: 'kitchen' } },
      ],
    }),
    answer('products', 'products', { products: products('2', '1') }),
  );
  const { result } = renderHook(() => useRecommendations('topDeals'));
  await waitFor(() => expect(result.current.state.status).toBe('success'));
  const asked = query('/api/products/recommendations');
  expect({
    placement: asked?.get('placement'),
    region: asked?.get('region'),
    userId: asked?.get('user_id'),
    trackingConsent: asked?.get('tracking_consent'),
  }).toEqual({
    placement: 'topDeals',
    region: 'hseCH',
    userId: 'c-30012345',
    trackingConsent: 'false',
  });
  expect(query('/api/products/products')?.get('base_product_no')).toBe('2,1');
  expect(result.current.state.status === 'success' && result.current.state.data[1]?.reason).toEqual(
    {
      type: 'CATEGORY_OF_VIEWS',
      category: 'kitchen',
    },
  );
});

it('asks for personal recommendations once the consent tool says yes', async () => {
  jest.mocked(trackingConsent).mockReturnValue('yes');
  services.use(
    answer('products', 'recommendations', {
      personalised: true,
      items: [{ baseProductNo: '1', reason }],
    }),
    answer('products', 'products', { products: products('1') }),
  );
  const { result } = renderHook(() => useRecommendations('account'));
  await waitFor(() => expect(result.current.state.status).toBe('success'));
  expect(query('/api/products/recommendations')?.get('tracking_consent')).toBe('true');
});

it('fails when none of the recommended products exists', async () => {
  services.use(
    answer('products', 'recommendations', {
      personalised: false,
      items: [{ baseProductNo: '9', reason }],
    }),
    answer('products', 'products', { products: [] }),
  );
  const { result } = renderHook(() => useRecommendations('account'));
  await waitFor(() => expect(result.current.state.status).toBe('error'));
});
