import { renderHook, waitFor } from '@testing-library/react';
import type { Product } from '@account/contracts';
import { answer, configureTestServices, failWith, mockServices } from '@account/test-services';
import { useAvailability } from './useAvailability';

const product = (baseProductNo: string, ...statuses: Product['variants'][number]['status'][]) =>
  ({ baseProductNo, variants: statuses.map((status) => ({ status })) }) as Product;

// The client reports failed calls to the logging service.
const services = mockServices(answer('logging', 'log', undefined));
beforeEach(() => configureTestServices('de-DE'));

const productCalls = () => services.calls.filter((call) => call.path === '/api/products/products');

it('asks for every returned product once and maps each to its best availability', async () => {
  services.use(
    answer('products', 'products', {
      products: [
        product('1', 'SOLD_OUT'),
        product('2', 'SOLD_OUT', 'ALMOST_SOLD_OUT'),
        product('3', 'AVAILABLE'),
      ],
    }),
  );
  const { result } = renderHook(() => useAvailability(['1', '2', '2', '3', '4', '5', '6', '7']));
  expect(result.current.settled).toBe(false);
  await waitFor(() => expect(result.current.settled).toBe(true));
  expect(productCalls()).toHaveLength(1);
  expect(productCalls()[0]?.query.get('base_product_no')).toBe('1,2,3,4,5,6,7');
  expect(Object.fromEntries(result.current.availability)).toEqual({
    '1': 'SOLD_OUT',
    '2': 'ALMOST_SOLD_OUT',
    '3': 'AVAILABLE',
  });
});

it('shows no warnings when the products service fails', async () => {
  services.use(answer('products', 'products', failWith(503)));
  const { result } = renderHook(() => useAvailability(['1']));
  await waitFor(() => expect(result.current.settled).toBe(true));
  expect(productCalls()).toHaveLength(1);
  expect(result.current.availability.size).toBe(0);
});
