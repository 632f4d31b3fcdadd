import type { CountryCode, ShipmentCarrier } from '@account/contracts';
import type { Insertable } from 'kysely';
import type { OrderShipmentsTable } from '../db/orders-schema';
import { identcode, s10, swissPostParcelNumber } from '../domain/returns/parcel-numbers';

const DAY = 86_400_000;

/** Each shop's parcel service. */
const parcelCarrier: Record<CountryCode, Exclude<ShipmentCarrier, 'freight'>> = {
  DE: 'dhl',
  AT: 'post-at',
  CH: 'swiss-post',
};

/**
 * DEMO DATA: outbound numbers in the carriers' formats, from demo ranges apart from the return
 * labels' (domain/returns/carriers.ts), numbered by the order number so every order's differ.
 */
const parcelNumbers = {
  dhl: identcode('30'),
  'post-at': s10('CA', 'AT', 1),
  'swiss-post': swissPostParcelNumber('98', '100000'),
};

interface ShippedItem {
  id: string;
  bulky: boolean;
}

interface DemoShipments {
  shipments: Insertable<OrderShipmentsTable>[];
  /** The parcel each item travels in, by item id. */
  shipmentOf: Map<string, string>;
  /** The order's estimate: when its last parcel is expected. */
  expectedDeliveryAt: number | null;
}

/**
 * The parcels of a dispatched demo order: what fits goes in one parcel of the shop's carrier,
 * each bulky item by freight forwarder on its own, which delivers by appointment two days after
 * the parcel. Nothing is shipped before dispatch, nor what was cancelled (`items` leaves it out).
 */
export function demoShipments(
  order: { id: string; number: string; country: CountryCode },
  items: ShippedItem[],
  arrival: { dispatchedAt: number; expectedDeliveryAt: number | null; deliveredAt: number | null },
): DemoShipments {
  const shipmentOf = new Map<string, string>();
  const shipments: Insertable<OrderShipmentsTable>[] = [];
  const ship = (
    carrier: ShipmentCarrier,
    parcelNumber: string,
    later: number,
    of: ShippedItem[],
  ) => {
    const id = `${order.id}:${shipments.length + 1}`;
    shipments.push({
      id,
      order_id: order.id,
      position: shipments.length + 1,
      carrier,
      parcel_number: parcelNumber,
      dispatched_at: arrival.dispatchedAt,
      expected_delivery_at:
        arrival.expectedDeliveryAt === null ? null : arrival.expectedDeliveryAt + later,
      delivered_at: arrival.deliveredAt,
    });
    for (const item of of) shipmentOf.set(item.id, id);
  };
  const parcel = items.filter((item) => !item.bulky);
  if (parcel.length > 0) {
    const carrier = parcelCarrier[order.country];
    ship(carrier, parcelNumbers[carrier].numberOf(Number(order.number)), 0, parcel);
  }
  items
    .filter((item) => item.bulky)
    .forEach((item, index) => ship('freight', `SP${order.number}${index + 1}`, 2 * DAY, [item]));
  const later = shipments.map((s) => s.expected_delivery_at ?? 0);
  return {
    shipments,
    shipmentOf,
    expectedDeliveryAt:
      arrival.expectedDeliveryAt === null ? null : Math.max(arrival.expectedDeliveryAt, ...later),
  };
}
