import {
  availabilityOfStock,
  availabilityWarning,
  canAddToBasket,
  productAvailability,
} from './availability';

it('reads stock as available, only a few left (1 to 5) or sold out', () => {
  expect([0, 1, 5, 6, 100].map(availabilityOfStock)).toEqual([
    'SOLD_OUT',
    'ALMOST_SOLD_OUT',
    'ALMOST_SOLD_OUT',
    'AVAILABLE',
    'AVAILABLE',
  ]);
});

it('warns for sold-out and few-left variants only, and lets only sold-out ones out of the basket', () => {
  expect(availabilityWarning('SOLD_OUT')).toBe('soldOut');
  expect(availabilityWarning('ALMOST_SOLD_OUT')).toBe('fewLeft');
  expect(availabilityWarning('AVAILABLE')).toBeNull();
  expect(canAddToBasket('SOLD_OUT')).toBe(false);
  expect(canAddToBasket('ALMOST_SOLD_OUT')).toBe(true);
});

it('gives a product the best availability of its variants', () => {
  const of = (...statuses: Array<'AVAILABLE' | 'ALMOST_SOLD_OUT' | 'SOLD_OUT'>) =>
    productAvailability(statuses.map((status) => ({ status })));
  expect(of('SOLD_OUT', 'AVAILABLE')).toBe('AVAILABLE');
  expect(of('SOLD_OUT', 'ALMOST_SOLD_OUT')).toBe('ALMOST_SOLD_OUT');
  expect(of('SOLD_OUT', 'SOLD_OUT')).toBe('SOLD_OUT');
  expect(of()).toBe('SOLD_OUT');
});
