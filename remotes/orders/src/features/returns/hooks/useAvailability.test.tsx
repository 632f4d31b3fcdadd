import { renderHook, waitFor } from '@testing-library/react';
import type { Product } from '@account/contracts';
import { useAvailability } from './useAvailability';

const product = (baseProductNo: string, ...statuses: Product['variants'][number]['status'][]) =>
  ({ baseProductNo, variants: statuses.map((status) => ({ status })) }) as Product;

it('asks for every returned product once and maps each to its best availability', async () => {
  const load = jest.fn().mockResolvedValue({
    products: [
      product('1', 'SOLD_OUT'),
      product('2', 'SOLD_OUT', 'ALMOST_SOLD_OUT'),
      product('3', 'AVAILABLE'),
    ],
  });
  const { result } = renderHook(() =>
    useAvailability(['1', '2', '2', '3', '4', '5', '6', '7'], load),
  );
  await waitFor(() => expect(result.current.size).toBe(3));
  expect(load).toHaveBeenCalledWith(['1', '2', '3', '4', '5', '6', '7'], 7);
  expect(Object.fromEntries(result.current)).toEqual({
    '1': 'SOLD_OUT',
    '2': 'ALMOST_SOLD_OUT',
    '3': 'AVAILABLE',
  });
});

it('shows no warnings when the products service fails', async () => {
  const load = jest.fn().mockRejectedValue(new Error('down'));
  const { result } = renderHook(() => useAvailability(['1'], load));
  await waitFor(() => expect(load).toHaveBeenCalled());
  expect(result.current.size).toBe(0);
});
