import { statusLabelKey, statusTone, type ItemStatus, type OrderStatus } from '@account/contracts';
import { common } from './common.de-DE';

const item = (status: ItemStatus, directSupplier = false) => ({ status, directSupplier });
const label = (order: {
  status: OrderStatus;
  items: { status: ItemStatus; directSupplier: boolean }[];
}) => {
  const [, key] = statusLabelKey(order).split('.');
  return common.orderStatus[key as keyof typeof common.orderStatus];
};

it.each([
  ['received', [item('received')], 'Erfasst'],
  ['processing', [item('processing')], 'In Bearbeitung'],
  ['processing', [item('processing', true)], 'In Bearbeitung beim Hersteller'],
  ['dispatched', [item('dispatched', true), item('cancelled')], 'Vom Hersteller versendet'],
  ['dispatched', [item('dispatched', true), item('dispatched')], 'Versendet'],
  ['inDelivery', [item('inDelivery')], 'In Lieferung'],
  ['cancelled', [item('cancelled')], 'Storniert'],
  ['returned', [item('returned')], 'Rücksendung eingetroffen'],
  ['partiallyReturned', [item('returned'), item('delivered')], 'Teilweise zurückgesendet'],
  ['partiallyCancelled', [item('cancelled'), item('delivered')], 'Teilweise storniert'],
] as const)('labels %s (%j) "%s"', (status, items, text) => {
  expect(label({ status, items: [...items] })).toBe(text);
});

it('marks cancelled orders as errors and delivered ones as success', () => {
  expect(statusTone('cancelled')).toBe('error');
  expect(statusTone('delivered')).toBe('success');
});
