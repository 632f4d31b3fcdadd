import type { Order } from '@account/contracts';
import { catalogue } from '../i18n';
import { statusLabelKey, statusTone } from './order-status-label';

const item = (status: Order['items'][number]['status'], directSupplier = false) => ({ status, directSupplier }) as Order['items'][number];
const label = (order: Pick<Order, 'status' | 'items'>) => {
  const [, key] = statusLabelKey(order).split('.');
  return catalogue['de-DE'].status[key as keyof (typeof catalogue)['de-DE']['status']];
};

it.each([
  ['received', [item('received')], 'Erfasst'],
  ['processing', [item('processing')], 'In Bearbeitung'],
  ['processing', [item('processing', true)], 'In Bearbeitung Direktlieferant'],
  ['dispatched', [item('dispatched', true), item('cancelled')], 'Versendet Direktlieferant'],
  ['dispatched', [item('dispatched', true), item('dispatched')], 'Versendet'],
  ['inDelivery', [item('inDelivery')], 'In Lieferung'],
  ['cancelled', [item('cancelled')], 'Storniert'],
  ['returned', [item('returned')], 'Retoure Eingetroffen'],
  ['partiallyReturned', [item('returned'), item('delivered')], 'Teilweise retourniert'],
  ['partiallyCancelled', [item('cancelled'), item('delivered')], 'Teilweise storniert'],
] as const)('labels %s (%j) "%s"', (status, items, text) => {
  expect(label({ status, items: [...items] })).toBe(text);
});

it('marks cancelled orders as errors and delivered ones as success', () => {
  expect(statusTone('cancelled')).toBe('error');
  expect(statusTone('delivered')).toBe('success');
});
