import {
  cancellationWindow,
  deriveOrderStatus,
  shopDate,
  shopTimeZone,
  withdrawalWindow,
  returnWindow,
  type Order,
} from '@account/contracts';
import type { Selectable } from 'kysely';
import type {
  OrderItemsTable,
  OrderReturnsTable,
  OrderShipmentsTable,
  OrdersTable,
} from '../../db/orders-schema';
import { iso } from '../iso-time';
import { fromCents } from './money';
import { refundsOf, type OrderRefundRow } from './order-refunds';

export type OrderRow = Selectable<OrdersTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;
export type OrderReturnRow = Selectable<OrderReturnsTable>;
export type OrderShipmentRow = Selectable<OrderShipmentsTable>;

/** The address an order went to, as the order detail and the data export show it. */
export const deliveryAddressOf = (order: OrderRow) => ({
  salutation: order.delivery_salutation,
  firstName: order.delivery_first_name,
  lastName: order.delivery_last_name,
  street: order.delivery_street,
  streetNumber: order.delivery_street_number,
  addressAddition: order.delivery_address_addition,
  zipCode: order.delivery_zip_code,
  city: order.delivery_city,
  countryCode: order.delivery_country_code,
  type: order.delivery_address_type,
});
export type OrderInvoiceRow = { order_id: string; invoice_number: string; created_at: number };

const date = (ms: number | null) => (ms === null ? null : new Date(Number(ms)));

/** The Order of the contract, with the cancellation and withdrawal windows as of `now`. */
export function toOrder(
  order: OrderRow,
  items: OrderItemRow[],
  externalCustomerId: string,
  now: Date,
  returns: OrderReturnRow[] = [],
  invoices: OrderInvoiceRow[] = [],
  shipments: OrderShipmentRow[] = [],
  refunds: OrderRefundRow[] = [],
): Order {
  const timeZone = shopTimeZone[order.country_code];
  const statuses = items.map((item) => item.status);
  const subtotalCents = items
    .filter((item) => item.status !== 'cancelled')
    .reduce((sum, item) => sum + item.single_price_cents * item.quantity, 0);
  const shippingCents = statuses.every((s) => s === 'cancelled') ? 0 : order.shipping_costs_cents;
  const placedAt = new Date(Number(order.placed_at));
  const withdrawnAt = date(order.withdrawn_at);
  return {
    id: order.id,
    number: order.order_number,
    externalCustomerId,
    placedAt: shopDate(placedAt, timeZone),
    placedAtDateAndTime: placedAt.toISOString(),
    timeZone,
    paymentType: order.payment_type,
    currency: order.currency,
    shippingCosts: fromCents(shippingCents),
    subtotal: fromCents(subtotalCents),
    total: fromCents(subtotalCents + shippingCents),
    deliveryAddress: deliveryAddressOf(order),
    items: items.map((item) => ({
      id: item.id,
      baseProductNo: item.base_product_no,
      sku: item.sku,
      title: item.title,
      singlePrice: fromCents(item.single_price_cents),
      quantity: item.quantity,
      status: item.status,
      directSupplier: item.direct_supplier === 1,
      imagePath: `media/${encodeURIComponent(item.base_product_no)}.svg`,
    })),
    status: deriveOrderStatus(statuses),
    trackingVariant: order.tracking_variant,
    cancellation: cancellationWindow(placedAt, now, timeZone, statuses),
    withdrawal: {
      ...withdrawalWindow(
        {
          countryCode: order.country_code,
          deliveredAt: date(order.delivered_at),
          withdrawnAt,
          items: statuses,
        },
        now,
        timeZone,
      ),
      withdrawnAt: withdrawnAt?.toISOString() ?? null,
    },
    returnedOrder: statuses.includes('returned') || statuses.includes('returnRegistered'),
    returnPeriod: returnWindow(
      { deliveredAt: date(order.delivered_at), items: statuses },
      now,
      timeZone,
    ),
    returns: returns.map((row) => ({
      code: row.code,
      registeredAt: iso(row.registered_at),
      receivedAt: iso(row.received_at),
      reason: row.reason,
      itemIds: items.filter((item) => item.return_id === row.id).map((item) => item.id),
      itemReasons: items.flatMap((item) =>
        item.return_id === row.id && item.return_reason
          ? [{ itemId: item.id, reason: item.return_reason }]
          : [],
      ),
    })),
    invoices: invoices.map((row) => ({
      invoiceNumber: row.invoice_number,
      issuedOn: shopDate(new Date(Number(row.created_at)), timeZone),
    })),
    dispatchedAt: iso(order.dispatched_at ?? null),
    expectedDeliveryAt: iso(order.expected_delivery_at ?? null),
    deliveredAt: iso(order.delivered_at),
    shipments: shipments.map((row) => ({
      carrier: row.carrier,
      parcelNumber: row.parcel_number,
      itemIds: items.filter((item) => item.shipment_id === row.id).map((item) => item.id),
      dispatchedAt: iso(row.dispatched_at),
      expectedDeliveryAt: iso(row.expected_delivery_at),
      deliveredAt: iso(row.delivered_at),
    })),
    refunds: refundsOf(order, items, returns, refunds),
  };
}
