import { renderHook, waitFor } from '@testing-library/react';
import * as api from '@account/api-client';
import { setRuntimeConfig } from '@account/config';
import type { LoggedInUser, Product, RuntimeConfig } from '@account/contracts';
import { setLoggedIn } from '@account/session';
import { trackingConsent } from '@account/tracking';
import { useRecommendations } from './useRecommendations';

jest.mock('@account/tracking', () => ({
  ...jest.requireActual('@account/tracking'),
  trackingConsent: jest.fn(() => 'no'),
}));
jest.mock('@account/api-client', () => ({
  ...jest.requireActual('@account/api-client'),
  getRecommendations: jest.fn(),
  getProducts: jest.fn(),
}));
const mocked = jest.mocked(api);

beforeEach(() => {
  jest.resetAllMocks();
  setRuntimeConfig({ flags: {}, services: {}, shops: {} } as unknown as RuntimeConfig, 'de-CH');
  setLoggedIn({ customerId: 'c-30012345' } as LoggedInUser);
});

const reason = { type: 'TOP_DEAL', category: null } as const;

it('asks with the shop’s region, the user id and no consent, then resolves the products with their reasons', async () => {
  mocked.getRecommendations.mockResolvedValue({
    personalised: false,
    items: [
      { baseProductNo: '2', reason },
      { baseProductNo: '1', reason: { type: 'CATEGORY_OF_VIEWS', category: 'kitchen' } },
    ],
  });
  mocked.getProducts.mockResolvedValue({
    products: [{ baseProductNo: '2' }, { baseProductNo: '1' }] as Product[],
  });
  const { result } = renderHook(() => useRecommendations('topDeals'));
  await waitFor(() => expect(result.current.state.status).toBe('success'));
  expect(mocked.getRecommendations).toHaveBeenCalledWith({
    placement: 'topDeals',
    region: 'hseCH',
    userId: 'c-30012345',
    trackingConsent: false,
  });
  expect(mocked.getProducts).toHaveBeenCalledWith(['2', '1']);
  expect(result.current.state.status === 'success' && result.current.state.data[1]?.reason).toEqual(
    {
      type: 'CATEGORY_OF_VIEWS',
      category: 'kitchen',
    },
  );
});

it('asks for personal recommendations once the consent tool says yes', async () => {
  jest.mocked(trackingConsent).mockReturnValue('yes');
  mocked.getRecommendations.mockResolvedValue({
    personalised: true,
    items: [{ baseProductNo: '1', reason }],
  });
  mocked.getProducts.mockResolvedValue({ products: [{ baseProductNo: '1' }] as Product[] });
  const { result } = renderHook(() => useRecommendations('account'));
  await waitFor(() => expect(result.current.state.status).toBe('success'));
  expect(mocked.getRecommendations).toHaveBeenCalledWith(
    expect.objectContaining({ trackingConsent: true }),
  );
});

it('fails when none of the recommended products exists', async () => {
  mocked.getRecommendations.mockResolvedValue({
    personalised: false,
    items: [{ baseProductNo: '9', reason }],
  });
  mocked.getProducts.mockResolvedValue({ products: [] });
  const { result } = renderHook(() => useRecommendations('account'));
  await waitFor(() => expect(result.current.state.status).toBe('error'));
});
