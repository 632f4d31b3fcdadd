import {
  currentTrackingStep,
  type ItemStatus,
  type TrackingStep,
  type TrackingVariant,
} from './order-status';

/** What the order tells a customer about its arrival, or null when there is nothing to tell. */
export type OrderArrival = { kind: 'expected' | 'delivered'; at: string };

/** What an order knows of its way to the customer; the dates are optional additions (issue 40). */
export interface OrderArrivalFacts {
  trackingVariant: TrackingVariant;
  items: readonly { status: ItemStatus }[];
  placedAtDateAndTime: string;
  dispatchedAt?: string | null;
  expectedDeliveryAt?: string | null;
  deliveredAt?: string | null;
}

/**
 * "Zugestellt am …" once delivered, "Voraussichtliche Lieferung …" while the order is still
 * tracked and the carrier gave an estimate. A cancelled or returned order has left the tracking,
 * so an estimate it still carries would promise a parcel that is not coming.
 */
export function orderArrival(order: OrderArrivalFacts): OrderArrival | null {
  const step = currentTrackingStep(
    order.items.map((item) => item.status),
    order.trackingVariant,
  );
  if (step === null) return null;
  if (step === 'delivered')
    return order.deliveredAt ? { kind: 'delivered', at: order.deliveredAt } : null;
  return order.expectedDeliveryAt ? { kind: 'expected', at: order.expectedDeliveryAt } : null;
}

/**
 * The instant each tracking step was reached, where the order service knows it: the first step
 * when the order was placed, then dispatch and delivery. Steps without a known instant are left
 * out rather than guessed.
 */
export function trackingStepDates(
  order: OrderArrivalFacts,
  steps: readonly TrackingStep[],
): Partial<Record<TrackingStep, string>> {
  const dates: Partial<Record<TrackingStep, string>> = {};
  const [first] = steps;
  if (first) dates[first] = order.placedAtDateAndTime;
  if (order.dispatchedAt) dates.dispatched = order.dispatchedAt;
  if (order.deliveredAt) dates.delivered = order.deliveredAt;
  return dates;
}

/** A parcel's own arrival: delivered, or the carrier's estimate while it is on its way. */
export function shipmentArrival(shipment: {
  expectedDeliveryAt: string | null;
  deliveredAt: string | null;
}): OrderArrival | null {
  if (shipment.deliveredAt) return { kind: 'delivered', at: shipment.deliveredAt };
  return shipment.expectedDeliveryAt ? { kind: 'expected', at: shipment.expectedDeliveryAt } : null;
}
