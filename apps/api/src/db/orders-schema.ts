import type {
  CountryCode,
  ShipmentCarrier,
  Currency,
  ItemStatus,
  RefundMethod,
  OrderPaymentType,
  ReturnReasonCode,
} from '@account/contracts';
import type { Generated } from 'kysely';

/** The carriers a return is booked with (domain/returns/carriers.ts), as stored. */
export type CarrierId = 'dhl' | 'post-at' | 'swiss-post';

/** Amounts are integer cents in the order's currency; timestamps epoch milliseconds. */
export interface OrdersTable {
  id: string;
  order_number: string;
  /** customers.id (internal key). */
  customer_id: string;
  /** The shop the order was placed in; decides currency, time zone and withdrawal right. */
  country_code: CountryCode;
  currency: Currency;
  payment_type: OrderPaymentType;
  shipping_costs_cents: number;
  tracking_variant: 'standard' | 'checked';
  delivery_salutation: 'MR' | 'MS' | 'FAMILY' | null;
  delivery_first_name: string;
  delivery_last_name: string;
  delivery_street: string;
  delivery_street_number: string;
  delivery_address_addition: string | null;
  delivery_zip_code: string;
  delivery_city: string;
  delivery_country_code: CountryCode;
  delivery_address_type: 'POSTAL' | 'DHL_ADDRESS';
  placed_at: number;
  /** When the order left the warehouse; null before (issue 40). */
  dispatched_at?: number | null;
  /** The end of the carrier's announced delivery window; null without an estimate (issue 40). */
  expected_delivery_at?: number | null;
  delivered_at: number | null;
  /** Set by the customer's online cancellation, together with the reason. */
  cancelled_at: number | null;
  cancel_reason: string | null;
  withdrawn_at: number | null;
  updated_at: number;
}

export interface OrderItemsTable {
  id: string;
  order_id: string;
  position: number;
  base_product_no: string;
  sku: string;
  title: string;
  single_price_cents: number;
  quantity: number;
  status: ItemStatus;
  direct_supplier: number;
  returned_at: number | null;
  /** order_returns.id of the return this (split-off) item belongs to; null otherwise. */
  return_id?: string | null;
  /** Why the customer sends this item back; null when they gave no reason (issue 40). */
  return_reason?: ReturnReasonCode | null;
  /** The VAT rate the item was sold at, in basis points (1900 = 19 %); see domain/shop/vat-rates.ts. */
  vat_rate_basis_points: Generated<number>;
  /** credit_notes.id of the credit note that credited this item (returned or cancelled). */
  credit_note_id?: string | null;
  /** order_shipments.id of the parcel the item travels in; null while not dispatched (issue 40). */
  shipment_id?: string | null;
}

/** One parcel of an order (issue 40); timestamps epoch milliseconds. */
export interface OrderShipmentsTable {
  id: string;
  order_id: string;
  position: number;
  carrier: ShipmentCarrier;
  /** As the carrier tracks it, compact. */
  parcel_number: string;
  dispatched_at: number;
  expected_delivery_at: number | null;
  delivered_at: number | null;
}

/**
 * The money back for a return received or a cancellation (issue 40); its amount is the credit
 * note's, or, for an order without an invoice, what its credited items cost.
 */
export interface OrderRefundsTable {
  id: string;
  order_id: string;
  /** order_returns.id; null for the order's cancellation. */
  return_id: string | null;
  credit_note_id: string | null;
  method: RefundMethod;
  created_at: number;
  /** When the money was sent back (at once for a credit on an invoice); null before. */
  issued_at: number | null;
}

/** A credit note (Gutschrift): its own number, the invoice it lowers, what it credits. */
export interface CreditNotesTable {
  id: string;
  /** GS- and eight digits, one series for all shops. */
  credit_note_number: string;
  invoice_id: string;
  customer_id: string;
  reason: 'return' | 'cancellation';
  /** JSON array of CreditedLine (domain/orders/credit-notes/credit-notes.ts). */
  lines: string;
  /** Shipping credited with the lines (gross cents); 0 unless the whole order was cancelled. */
  shipping_cents: number;
  /** Gross total credited, cents in `currency`. */
  amount_cents: number;
  currency: Currency;
  created_at: number;
}

/** A return announced online; `received_at` is set when the parcel reaches the warehouse. */
export interface OrderReturnsTable {
  id: string;
  order_id: string;
  /** Printed on the return label, e.g. R71010007-1. */
  code: string;
  /** The reason all its items share (order_items.return_reason); null when none or they differ. */
  reason: ReturnReasonCode | null;
  registered_at: number;
  received_at: number | null;
  /** The carrier the label was booked with; null for returns registered before issue 39. */
  carrier: CarrierId | null;
  /** The carrier's parcel number, compact (the barcode's content); null like `carrier`. */
  parcel_number: string | null;
}

/** The in-house label service's count of parcel numbers issued per carrier. */
export interface ParcelNumberRangesTable {
  carrier: CarrierId;
  issued: number;
}

export interface InvoicesTable {
  id: string;
  invoice_number: string;
  customer_id: string;
  order_id: string | null;
  currency: Currency;
  amount_cents: number;
  open_amount_cents: number;
  /** yyyy-mm-dd */
  due_date: string;
  payment_type: 'INVOICE' | 'DIRECT_DEBIT';
  created_at: number;
}

export interface ProductsTable {
  base_product_no: string;
  name: string;
  brand: string;
  image_svg: string;
  updated_at: number;
  category: Generated<string>;
  product_state: Generated<string>;
  is_new: Generated<number>;
  /** Percent off the reference price while the product is a deal; 0 otherwise. */
  deal_percent: Generated<number>;
  /** Comma-separated shop countries the product is sold in. */
  countries: Generated<string>;
}
