import type {
  CancelReasonCode,
  CountryCode,
  ItemStatus,
  OrderPaymentType,
} from '@account/contracts';
import type { DemoProductKey } from './demo-products';

/** DEMO DATA: an order in days before the seed's shop day; item statuses decide the order's status. */
export interface DemoOrder {
  seq: number;
  daysAgo: number;
  /** Minutes after midnight (shop time). */
  minute: number;
  paymentType: OrderPaymentType;
  trackingVariant: 'standard' | 'checked';
  deliveredDaysAgo?: number;
  cancelReason?: CancelReasonCode;
  items: {
    product: DemoProductKey;
    quantity: number;
    status: ItemStatus;
    directSupplier?: boolean;
    /** Ordered only in these shops, where the product is sold; in every shop without. */
    onlyIn?: CountryCode[];
  }[];
  /** Its due date follows from the printed payment terms (domain/orders/invoices/due-date.ts). */
  invoice?: { paymentType: 'INVOICE' | 'DIRECT_DEBIT' };
  /**
   * Returns announced online (issue 40): the positions of their items (returnRegistered until
   * received, returned after), when each was announced and received, and when the money went back
   * where that is not at once (a credit on an invoice is).
   */
  returns?: DemoReturn[];
  /** A cancelled order paid in advance: the shop day its money went back (issue 40). */
  cancellationRefundedDaysAgo?: number;
}

/** DEMO DATA: one return of a demo order; days before the seed's shop day. */
export interface DemoReturn {
  items: number[];
  registeredDaysAgo: number;
  receivedDaysAgo?: number;
  refundedDaysAgo?: number;
}

/**
 * The history every demo customer of the three shops gets: every status of spec section 3, one
 * order placed today (cancellable), two delivered ones (return and withdrawal), open and overdue
 * invoices, and money back in each state (issue 40): a return announced and one credited on the
 * invoice (seq 9), one arrived whose PayPal refund is under way (seq 10), a cancellation refunded
 * (seq 11). Dates are relative to the day the seed runs, so the demo stays current.
 */
export const demoOrderHistory: DemoOrder[] = [
  {
    seq: 1,
    daysAgo: 0,
    minute: 1,
    paymentType: 'INVOICE',
    trackingVariant: 'standard',
    items: [
      { product: 'mugs', quantity: 1, status: 'confirmed' },
      { product: 'oliveOil', quantity: 2, status: 'confirmed' },
    ],
  },
  {
    seq: 2,
    daysAgo: 1,
    minute: 19 * 60 + 12,
    paymentType: 'INVOICE',
    trackingVariant: 'checked',
    items: [{ product: 'vacuum', quantity: 1, status: 'received' }],
  },
  {
    seq: 3,
    daysAgo: 2,
    minute: 10 * 60 + 5,
    paymentType: 'PAYPAL',
    trackingVariant: 'standard',
    items: [{ product: 'secateurs', quantity: 1, status: 'processing', directSupplier: true }],
  },
  {
    seq: 4,
    daysAgo: 3,
    minute: 8 * 60 + 40,
    paymentType: 'DIRECT_DEBIT',
    trackingVariant: 'standard',
    items: [{ product: 'smartwatch', quantity: 1, status: 'dispatched', directSupplier: true }],
    invoice: { paymentType: 'DIRECT_DEBIT' },
  },
  {
    seq: 5,
    daysAgo: 4,
    minute: 21 * 60 + 3,
    paymentType: 'INVOICE',
    trackingVariant: 'standard',
    items: [
      { product: 'pullover', quantity: 1, status: 'inDelivery' },
      { product: 'ring', quantity: 1, status: 'inDelivery' },
    ],
    invoice: { paymentType: 'INVOICE' },
  },
  {
    seq: 6,
    daysAgo: 5,
    minute: 14 * 60 + 30,
    paymentType: 'PAYPAL',
    trackingVariant: 'standard',
    // Two shipments where the raised bed is sold: the pans by parcel, the bed by freight forwarder.
    items: [
      { product: 'pans', quantity: 1, status: 'dispatched' },
      { product: 'raisedBed', quantity: 1, status: 'dispatched', onlyIn: ['DE', 'AT'] },
    ],
  },
  {
    seq: 7,
    daysAgo: 6,
    minute: 9 * 60 + 15,
    paymentType: 'INVOICE',
    trackingVariant: 'standard',
    deliveredDaysAgo: 3,
    items: [
      { product: 'pans', quantity: 1, status: 'delivered' },
      { product: 'pillow', quantity: 2, status: 'delivered' },
      { product: 'blanket', quantity: 1, status: 'delivered' },
    ],
    invoice: { paymentType: 'INVOICE' },
  },
  {
    seq: 8,
    daysAgo: 9,
    minute: 17 * 60 + 45,
    paymentType: 'DIRECT_DEBIT',
    trackingVariant: 'standard',
    deliveredDaysAgo: 6,
    items: [
      { product: 'handbag', quantity: 1, status: 'delivered' },
      { product: 'dayCream', quantity: 1, status: 'delivered' },
    ],
  },
  {
    seq: 9,
    daysAgo: 25,
    minute: 11 * 60,
    paymentType: 'INVOICE',
    trackingVariant: 'checked',
    deliveredDaysAgo: 22,
    items: [
      { product: 'pullover', quantity: 1, status: 'returned' },
      { product: 'mugs', quantity: 1, status: 'returnRegistered' },
    ],
    invoice: { paymentType: 'INVOICE' },
    returns: [
      { items: [0], registeredDaysAgo: 20, receivedDaysAgo: 18 },
      { items: [1], registeredDaysAgo: 1 },
    ],
  },
  {
    seq: 10,
    daysAgo: 26,
    minute: 20 * 60 + 20,
    paymentType: 'PAYPAL',
    trackingVariant: 'standard',
    deliveredDaysAgo: 23,
    items: [{ product: 'vacuum', quantity: 1, status: 'returned' }],
    returns: [{ items: [0], registeredDaysAgo: 4, receivedDaysAgo: 1 }],
  },
  {
    seq: 11,
    daysAgo: 55,
    minute: 7 * 60 + 50,
    paymentType: 'PAYPAL',
    trackingVariant: 'standard',
    cancelReason: 'ORDERED_BY_MISTAKE',
    cancellationRefundedDaysAgo: 54,
    items: [
      { product: 'smartwatch', quantity: 1, status: 'cancelled' },
      { product: 'oliveOil', quantity: 1, status: 'cancelled' },
    ],
  },
  {
    seq: 12,
    daysAgo: 70,
    minute: 12 * 60 + 10,
    // On invoice: a direct debit is collected on its due date and so never overdue.
    paymentType: 'INVOICE',
    trackingVariant: 'standard',
    deliveredDaysAgo: 66,
    items: [
      { product: 'ring', quantity: 1, status: 'cancelled' },
      { product: 'blanket', quantity: 1, status: 'delivered' },
    ],
    invoice: { paymentType: 'INVOICE' },
  },
];

const productKeys: DemoProductKey[] = [
  'pans',
  'pullover',
  'ring',
  'oliveOil',
  'vacuum',
  'pillow',
  'mugs',
  'dayCream',
  'secateurs',
  'blanket',
  'smartwatch',
  'handbag',
];

/** Item status of the i-th order of the long history: mostly delivered, some returned or cancelled. */
function longHistoryStatus(i: number, item: number): ItemStatus {
  if (i === 0) return 'processing';
  if (i === 1) return 'dispatched';
  if (i % 17 === 5) return 'cancelled';
  if (i % 23 === 7) return 'returned';
  if (i % 10 === 3 && item === 0) return 'returned';
  return 'delivered';
}

/** DEMO DATA: 500 orders over nearly five years, to show the history stays fast at scale. */
export function longOrderHistory(count = 500): DemoOrder[] {
  return Array.from({ length: count }, (_, i) => {
    const itemCount = 1 + (i % 3);
    const statuses = Array.from({ length: itemCount }, (_, k) => longHistoryStatus(i, k));
    const delivered = statuses.some((s) => s === 'delivered' || s === 'returned');
    const daysAgo = 2 + Math.floor(i * 3.5);
    return {
      seq: i + 1,
      daysAgo,
      minute: 9 * 60 + ((i * 37) % 600),
      paymentType: (['INVOICE', 'DIRECT_DEBIT', 'PAYPAL'] as const)[i % 3] ?? 'INVOICE',
      trackingVariant: i % 11 === 0 ? 'checked' : 'standard',
      ...(delivered ? { deliveredDaysAgo: daysAgo - 3 } : {}),
      ...(statuses.every((s) => s === 'cancelled')
        ? { cancelReason: 'CHANGED_MIND' as const }
        : {}),
      items: statuses.map((status, k) => ({
        product: productKeys[(i * 5 + k * 7) % productKeys.length] ?? 'pans',
        quantity: 1 + ((i + k) % 2),
        status,
      })),
      ...(i === 0 ? { invoice: { paymentType: 'INVOICE' as const } } : {}),
    };
  });
}
