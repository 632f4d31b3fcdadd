import { z } from 'zod';
import { CountryCode } from '../shared/locale';
import {
  cancelReasonCodes,
  itemStatuses,
  orderPeriods,
  orderSorts,
  orderStateFilters,
  orderStatuses,
  returnReasonCodes,
} from './order-status';
import { refundMethods, refundStates } from './order-refund';
import { shipmentCarriers } from './shipment-carriers';

// The status types come from the zod-free order-status.ts, which browser code imports.
const OrderStatus = z.enum(orderStatuses);
const ItemStatus = z.enum(itemStatuses);
export const Currency = z.enum(['EUR', 'CHF']);
export type Currency = z.infer<typeof Currency>;
export const OrderPaymentType = z.enum(['INVOICE', 'DIRECT_DEBIT', 'PAYPAL']);
export type OrderPaymentType = z.infer<typeof OrderPaymentType>;
const TrackingVariant = z.enum(['standard', 'checked']);

/**
 * GET orders (order history service): `limit` orders per page, then the next page by `cursor`.
 * The filters are optional additions of this service (issue 40, docs/decisions/066-*.md): a period
 * (the last 30 days, 6 months, or a year in the shop's calendar), a state, and a search for an
 * order number or an article name; `sort=oldest` turns the order round. A cursor belongs to the
 * filters and order it was issued with.
 */
export const OrdersQuery = z.object({
  address_strict_typing: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  cursor: z.string().max(200).optional(),
  period: z.union([z.enum(orderPeriods), z.string().regex(/^(19|20)\d\d$/)]).optional(),
  state: z.enum(orderStateFilters).optional(),
  q: z.string().trim().min(1).max(100).optional(),
  sort: z.enum(orderSorts).optional(),
});
export type OrdersQuery = z.input<typeof OrdersQuery>;

/** GET order/{id}: the id in the path is the order number. */
export const OrderQuery = z.object({
  address_strict_typing: z.enum(['true', 'false']).optional(),
  origin: z.literal('SHOP').optional(),
});

export const OrderItem = z.object({
  id: z.string(),
  baseProductNo: z.string(),
  sku: z.string(),
  title: z.string(),
  /** Amounts are in the order's currency, as decimal numbers (49.99). */
  singlePrice: z.number(),
  quantity: z.number().int(),
  status: ItemStatus,
  /** Shipped by a direct supplier rather than the shop's warehouse. */
  directSupplier: z.boolean(),
  /** Relative to the products service base URL, e.g. `media/123456.svg`. */
  imagePath: z.string(),
});
export type OrderItem = z.infer<typeof OrderItem>;

export const OrderDeliveryAddress = z.object({
  salutation: z.enum(['MR', 'MS', 'FAMILY']).nullable(),
  firstName: z.string(),
  lastName: z.string(),
  street: z.string(),
  streetNumber: z.string(),
  addressAddition: z.string().nullable(),
  zipCode: z.string(),
  city: z.string(),
  countryCode: CountryCode,
  type: z.enum(['POSTAL', 'DHL_ADDRESS']),
});
export type OrderDeliveryAddress = z.infer<typeof OrderDeliveryAddress>;

/** Why a customer sends goods back (the codes of order-status.ts, whose type is ReturnReasonCode). */
export const ReturnReason = z.enum(returnReasonCodes);

/** One return announced online: its code (on the return label) and when the parcel arrived. */
export const OrderReturn = z.object({
  code: z.string(),
  /** ISO instants; receivedAt stays null until the parcel reaches the warehouse. */
  registeredAt: z.string(),
  receivedAt: z.string().nullable(),
  /**
   * The reason all items of the return share, null when none was given or they differ; clients
   * before issue 40 read this one, `itemReasons` says it per item.
   */
  reason: ReturnReason.nullable(),
  /** The order items of this return (items split off with the returned quantity). */
  itemIds: z.array(z.string()),
  /** Why each item goes back, for the items the customer gave a reason for (issue 40). */
  itemReasons: z.array(z.object({ itemId: z.string(), reason: ReturnReason })).optional(),
});
export type OrderReturn = z.infer<typeof OrderReturn>;

/** An invoice issued for an order; its PDF is GET invoices/{invoiceNumber}/pdf (issue 26). */
export const OrderInvoice = z.object({
  invoiceNumber: z.string(),
  /** yyyy-mm-dd in the shop's time zone. */
  issuedOn: z.string(),
});
export type OrderInvoice = z.infer<typeof OrderInvoice>;

/**
 * One parcel of an order (a bulky item comes on its own, by freight forwarder): its carrier, the
 * number the carrier tracks it by, what is in it and when it arrives (ISO instants like the order's).
 */
export const OrderShipment = z.object({
  carrier: z.enum(shipmentCarriers),
  parcelNumber: z.string(),
  itemIds: z.array(z.string()),
  dispatchedAt: z.string(),
  expectedDeliveryAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type OrderShipment = z.infer<typeof OrderShipment>;

/**
 * The money back for one return or for the cancellation (issue 40): where it stands, how much
 * goes back and where to. The amount is what the credit note says (null while the returned parcel
 * is on its way); issuedAt is the ISO instant the refund was issued, null before.
 */
export const RefundState = z.enum(refundStates);
export type RefundState = z.infer<typeof RefundState>;
export const RefundMethod = z.enum(refundMethods);
export type RefundMethod = z.infer<typeof RefundMethod>;

export const OrderRefund = z.object({
  /** The return (OrderReturn.code) the refund is for; null for the order's cancellation. */
  returnCode: z.string().nullable(),
  state: RefundState,
  amount: z.number().nullable(),
  currency: Currency,
  method: RefundMethod,
  issuedAt: z.string().nullable(),
  /** ISO instant it reached its state: the return announced or received, the order cancelled, the refund issued. */
  since: z.string(),
});
export type OrderRefund = z.infer<typeof OrderRefund>;

export const Order = z.object({
  id: z.string(),
  number: z.string(),
  externalCustomerId: z.string(),
  /** yyyy-mm-dd in the shop's time zone. */
  placedAt: z.string(),
  /** ISO 8601 instant. */
  placedAtDateAndTime: z.string(),
  timeZone: z.string(),
  paymentType: OrderPaymentType,
  currency: Currency,
  shippingCosts: z.number(),
  subtotal: z.number(),
  total: z.number(),
  deliveryAddress: OrderDeliveryAddress,
  items: z.array(OrderItem),
  status: OrderStatus,
  trackingVariant: TrackingVariant,
  cancellation: z.object({ possible: z.boolean(), minutesLeft: z.number().int() }),
  withdrawal: z.object({
    possible: z.boolean(),
    until: z.string().nullable(),
    /** ISO instant the withdrawal was received; null while none was declared. */
    withdrawnAt: z.string().nullable(),
  }),
  /** The order was (at least partly) returned by the customer: spec section 4's `returnedOrder` flag. */
  returnedOrder: z.boolean(),
  /** The 30-day return period after delivery; optional so clients work with services that do not send it. */
  returnPeriod: z.object({ possible: z.boolean(), until: z.string().nullable() }).optional(),
  /** The returns announced online, oldest first; optional like returnPeriod (docs/decisions/README.md). */
  returns: z.array(OrderReturn).optional(),
  /**
   * The order's invoices, oldest first; optional like returns (issue 26,
   * docs/decisions/036-invoices-as-pdf-and-buy-again.md).
   */
  invoices: z.array(OrderInvoice).optional(),
  /**
   * When the order left the warehouse, when the carrier expects to deliver it (the end of its
   * delivery window) and when it was delivered: ISO instants, null while not known. Optional
   * additions of this service (issue 40): a service that does not send them shows no dates.
   */
  dispatchedAt: z.string().nullable().optional(),
  expectedDeliveryAt: z.string().nullable().optional(),
  deliveredAt: z.string().nullable().optional(),
  /** The parcels the order travels in, first dispatched first; an optional addition (issue 40). */
  shipments: z.array(OrderShipment).optional(),
  /** A refund per return, oldest first, then the cancellation's; an optional addition (issue 40). */
  refunds: z.array(OrderRefund).optional(),
});
export type Order = z.infer<typeof Order>;

export const OrdersPage = z.object({
  orders: z.array(Order),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** The orders that match the filters (all of the customer's without filters). */
  totalCount: z.number().int(),
  /**
   * The years of the shop's calendar the customer ordered in, newest first, for the period
   * filter; an optional addition, sent with the first page (issue 40).
   */
  years: z.array(z.number().int()).optional(),
});
export type OrdersPage = z.infer<typeof OrdersPage>;

/** GET orders-insights: what the account home and the login flow need to know about the history. */
export const OrdersInsights = z.object({
  totalOrders: z.number().int(),
  totalReturnedOrders: z.number().int(),
  cancelledOrders: z.number().int(),
  /** Orders with something still on its way. */
  ordersInProgress: z.number().int(),
  /** ISO instant of the latest order, null without orders. */
  latestOrderPlacedAt: z.string().nullable(),
  /** Spec section 4: no order placed within the past two years. */
  isNewCustomer: z.boolean(),
  /** totalReturnedOrders / totalOrders, 0 without orders. */
  returnRate: z.number(),
  /**
   * The money back to show on the account home (issue 40): the newest refund under way, else one
   * issued in the past 14 days, with its order; null without. An optional addition.
   */
  latestRefund: z
    .object({ orderNumber: z.string(), timeZone: z.string(), refund: OrderRefund })
    .nullable()
    .optional(),
});
export type OrdersInsights = z.infer<typeof OrdersInsights>;

const ItemId = z.string().min(1).max(64);

/**
 * POST orders/return: the order number and the items sent back (at least one). An item is its id
 * (all of it, as clients before quantities sent) or `{ id, quantity, reason }`: `quantity` for
 * part of a line, `reason` why this item goes back. The single `reason` of clients before issue 40
 * stays accepted and stands for every item without one of its own. Quantities and reasons are
 * additions of this service (docs/decisions/README.md, docs/decisions/070-returns-per-item.md).
 */
export const ReturnRequest = z.object({
  order_id: z.string().min(1).max(40),
  items: z
    .array(
      z.union([
        ItemId,
        z.object({
          id: ItemId,
          quantity: z.number().int().min(1).max(999).optional(),
          reason: ReturnReason.optional(),
        }),
      ]),
    )
    .min(1)
    .max(100),
  reason: ReturnReason.optional(),
});
export type ReturnRequest = z.input<typeof ReturnRequest>;

const CancelReasonCode = z.enum(cancelReasonCodes);

/** POST order/{number}/cancel (spec section 7). */
export const CancelRequest = z.object({
  external_customer_id: z.string().min(1).max(64),
  reason_code: CancelReasonCode,
});
export type CancelRequest = z.input<typeof CancelRequest>;

/** POST order/{number}/withdrawal: the two-step "Vertrag widerrufen" of the German and Austrian shops. */
export const WithdrawalRequest = z.object({
  external_customer_id: z.string().min(1).max(64),
});
export type WithdrawalRequest = z.input<typeof WithdrawalRequest>;
