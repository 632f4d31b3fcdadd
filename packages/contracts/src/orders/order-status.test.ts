import {
  currentTrackingStep,
  deriveOrderStatus,
  orderStateOf,
  trackingSteps,
} from './order-status';

describe('deriveOrderStatus', () => {
  it.each([
    [['received', 'received'], 'received'],
    [['confirmed', 'processing'], 'confirmed'],
    [['processing', 'delivered'], 'processing'],
    [['dispatched', 'delivered'], 'dispatched'],
    [['inDelivery'], 'inDelivery'],
    [['delivered', 'delivered'], 'delivered'],
    [['cancelled', 'cancelled'], 'cancelled'],
    [['returned'], 'returned'],
    [['returned', 'delivered'], 'partiallyReturned'],
    [['returned', 'cancelled'], 'partiallyReturned'],
    [['cancelled', 'processing'], 'partiallyCancelled'],
    [['cancelled', 'delivered'], 'partiallyCancelled'],
    [['returnRegistered', 'delivered'], 'returnRegistered'],
    [['returnRegistered', 'returned', 'cancelled'], 'returnRegistered'],
  ] as const)('%j is %s', (items, status) => {
    expect(deriveOrderStatus(items)).toBe(status);
  });
});

describe('tracking', () => {
  it('has four steps, five in the variant checked first', () => {
    expect(trackingSteps('standard')).toEqual([
      'confirmed',
      'processing',
      'dispatched',
      'delivered',
    ]);
    expect(trackingSteps('checked')).toEqual([
      'checked',
      'confirmed',
      'processing',
      'dispatched',
      'delivered',
    ]);
  });

  it.each([
    [['received'], 'standard', 'confirmed'],
    [['received'], 'checked', 'checked'],
    [['processing', 'confirmed'], 'standard', 'confirmed'],
    [['inDelivery'], 'standard', 'dispatched'],
    [['delivered', 'cancelled'], 'standard', 'delivered'],
    [['cancelled'], 'standard', null],
    [['returned'], 'checked', null],
  ] as const)('%j (%s) marks %s', (items, variant, step) => {
    expect(currentTrackingStep(items, variant)).toBe(step);
  });
});

describe('orderStateOf', () => {
  it('finds a partial return or cancellation under returned or cancelled, as its badge says', () => {
    expect(orderStateOf(deriveOrderStatus(['delivered', 'returned']))).toBe('returned');
    expect(orderStateOf(deriveOrderStatus(['cancelled', 'returnRegistered']))).toBe('returned');
    expect(orderStateOf(deriveOrderStatus(['delivered', 'cancelled']))).toBe('cancelled');
  });

  it('finds an order under its least advanced item while it is on its way', () => {
    expect(orderStateOf(deriveOrderStatus(['processing', 'dispatched']))).toBe('open');
    expect(orderStateOf(deriveOrderStatus(['inDelivery', 'delivered']))).toBe('shipped');
    expect(orderStateOf(deriveOrderStatus(['delivered', 'delivered']))).toBe('delivered');
  });
});
