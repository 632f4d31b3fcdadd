// Zod-free order rules, shared by the account services and the orders remote so that both
// derive statuses and tracking steps the same way (browser bundles stay free of zod).

/** What a single item can be in; the order's status is derived from its items. */
export const itemStatuses = [
  'received',
  'confirmed',
  'processing',
  'dispatched',
  'inDelivery',
  'delivered',
  /** The customer announced the return online; the parcel has not reached us yet. */
  'returnRegistered',
  'cancelled',
  'returned',
] as const;
export type ItemStatus = (typeof itemStatuses)[number];

/** The order statuses of spec section 3. */
export const orderStatuses = [...itemStatuses, 'partiallyReturned', 'partiallyCancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Items still on their way to the customer, in the order they progress. */
const progress: ItemStatus[] = [
  'received',
  'confirmed',
  'processing',
  'dispatched',
  'inDelivery',
  'delivered',
];

/**
 * An order is cancelled or returned only when every item is; when just some are, it is
 * partially so. Otherwise it is as far as its least advanced item, because that is what the
 * customer still waits for.
 */
export function deriveOrderStatus(items: readonly ItemStatus[]): OrderStatus {
  const cancelled = items.filter((s) => s === 'cancelled').length;
  const returned = items.filter((s) => s === 'returned').length;
  const active = items.filter((s) => s !== 'cancelled' && s !== 'returned');
  if (items.length === 0) return 'received';
  if (cancelled === items.length) return 'cancelled';
  // A return on its way is what the customer waits for now, whatever else the order holds.
  if (items.includes('returnRegistered')) return 'returnRegistered';
  if (returned > 0 && returned + cancelled === items.length)
    return cancelled > 0 ? 'partiallyReturned' : 'returned';
  if (returned > 0) return 'partiallyReturned';
  if (cancelled > 0) return 'partiallyCancelled';
  return progress[Math.min(...active.map((s) => progress.indexOf(s)))] ?? 'received';
}

/**
 * What a customer filters the history by (issue 40): five states in their words, each a group of
 * the order statuses above. A partial return or cancellation counts as returned or cancelled,
 * because that is what the order's badge says.
 */
export const orderStateFilters = ['open', 'shipped', 'delivered', 'returned', 'cancelled'] as const;
export type OrderStateFilter = (typeof orderStateFilters)[number];

const stateOfStatus: Record<OrderStatus, OrderStateFilter> = {
  received: 'open',
  confirmed: 'open',
  processing: 'open',
  dispatched: 'shipped',
  inDelivery: 'shipped',
  delivered: 'delivered',
  returnRegistered: 'returned',
  returned: 'returned',
  partiallyReturned: 'returned',
  cancelled: 'cancelled',
  partiallyCancelled: 'cancelled',
};

/** The filter state an order with this status is found under. */
export function orderStateOf(status: OrderStatus): OrderStateFilter {
  return stateOfStatus[status];
}

/** The periods of the history's filter besides whole years (yyyy). */
export const orderPeriods = ['30d', '6m'] as const;
export type OrderPeriod = (typeof orderPeriods)[number] | `${number}`;

/** Newest first is the history's default; oldest first takes a customer to her first order. */
export const orderSorts = ['newest', 'oldest'] as const;
export type OrderSort = (typeof orderSorts)[number];

/** Nothing left the warehouse yet: the only time an order can still be cancelled online. */
export function isNothingDispatched(items: readonly ItemStatus[]): boolean {
  return items.every((s) => s === 'received' || s === 'confirmed' || s === 'processing');
}

export type TrackingVariant = 'standard' | 'checked';
export type TrackingStep = 'checked' | 'confirmed' | 'processing' | 'dispatched' | 'delivered';

/** Spec section 3; orders that are checked first (e.g. a first purchase on invoice) start with "checked". */
export function trackingSteps(variant: TrackingVariant): TrackingStep[] {
  const steps: TrackingStep[] = ['confirmed', 'processing', 'dispatched', 'delivered'];
  return variant === 'checked' ? ['checked', ...steps] : steps;
}

/** The step to mark as current, or null for orders that left the tracking (cancelled, returned). */
export function currentTrackingStep(
  items: readonly ItemStatus[],
  variant: TrackingVariant,
): TrackingStep | null {
  const active = items.filter((s) => s !== 'cancelled' && s !== 'returned');
  if (active.length === 0) return null;
  const status = deriveOrderStatus(active);
  switch (status) {
    case 'received':
      return variant === 'checked' ? 'checked' : 'confirmed';
    case 'confirmed':
      return 'confirmed';
    case 'processing':
      return 'processing';
    case 'dispatched':
    case 'inDelivery':
      return 'dispatched';
    default:
      return 'delivered';
  }
}

/** Why a customer sends goods back; optional on the return (docs/decisions/README.md). */
export const returnReasonCodes = [
  'DOES_NOT_FIT',
  'NOT_AS_EXPECTED',
  'DEFECTIVE',
  'WRONG_ITEM',
  'CHANGED_MIND',
  'OTHER',
] as const;
export type ReturnReasonCode = (typeof returnReasonCodes)[number];

/** Why a customer cancels (spec section 7: reasonCode); the modal requires one. */
export const cancelReasonCodes = [
  'ORDERED_BY_MISTAKE',
  'FOUND_CHEAPER',
  'DELIVERY_TOO_LATE',
  'CHANGED_MIND',
  'OTHER',
] as const;
export type CancelReasonCode = (typeof cancelReasonCodes)[number];
