import { creditEarlierReturns } from '../domain/orders/credit-notes/credit-earlier-returns';
import { createHash } from 'node:crypto';
import {
  currentTrackingStep,
  nextMidnight,
  shopDate,
  shopTimeZone,
  currencyOfCountry,
  type CountryCode,
} from '@account/contracts';
import type { Insertable, Kysely } from 'kysely';
import type {
  InvoicesTable,
  OrderItemsTable,
  OrderRefundsTable,
  OrderReturnsTable,
  OrderShipmentsTable,
  OrdersTable,
} from '../db/orders-schema';
import type { Database } from '../db/schema';
import { dueDateOf } from '../domain/orders/invoices/due-date';
import { vatClassOfCategory, vatRateOf } from '../domain/orders/vat-rates';
import { demoCatalogue, variantSku } from './demo-catalogue';
import { demoProducts, type DemoProduct } from './demo-products';
import type { DemoOrder } from './demo-orders';
import { demoShipments } from './demo-shipments';
import { demoRefundRows } from './demo-refunds';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The customer the demo orders belong to, with the address they go to. */
export interface DemoOrderOwner {
  id: string;
  countryCode: CountryCode;
  salutation: 'MR' | 'MS' | 'FAMILY';
  firstName: string;
  lastName: string;
  orderNumberPrefix: string;
  address: { street: string; streetNumber: string; zipCode: string; city: string };
}

/** Same name, same id: the seed writes identical rows every time it runs. */
function stableId(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The midnight today began at in the shop's zone: the one after a moment of yesterday, 36 hours
 * before the coming midnight. A day is 23 to 25 hours long; 24 hours before now fell two days back
 * in the first hour after a 23-hour day, and the seed dated today's order the day before.
 */
function startOfShopDay(now: Date, timeZone: string): number {
  const coming = nextMidnight(now, timeZone).getTime();
  return nextMidnight(new Date(coming - 36 * HOUR), timeZone).getTime();
}

/** A product's own VAT class (food in the kitchen department), else its category's. */
function vatClassOf(product: DemoProduct) {
  const category = demoCatalogue.find((p) => p.baseProductNo === product.baseProductNo)?.category;
  return product.vatClass ?? vatClassOfCategory(category ?? '');
}

/**
 * When a demo order left the warehouse and when its carrier expects it, as a shop would know:
 * a delivered order was dispatched two days before its delivery; one on its way the day after it
 * was placed, expected at the end of today's round when out for delivery, else tomorrow; one not
 * yet dispatched within the spec's standard five days, never before tomorrow.
 */
function demoArrival(
  demo: DemoOrder,
  placedDay: number,
  deliveredAt: number | null,
  dayStart: number,
  now: Date,
): { dispatched_at: number | null; expected_delivery_at: number | null } {
  const statuses = demo.items.map((item) => item.status);
  const step = currentTrackingStep(statuses, demo.trackingVariant);
  const endOfRound = (day: number) => day + 18 * HOUR;
  if (deliveredAt !== null) {
    return { dispatched_at: deliveredAt - 2 * DAY + 6 * HOUR, expected_delivery_at: null };
  }
  if (step === 'dispatched') {
    const outForDelivery = statuses.includes('inDelivery');
    return {
      dispatched_at: Math.min(placedDay + DAY + 16 * HOUR, now.getTime()),
      expected_delivery_at: endOfRound(outForDelivery ? dayStart : dayStart + DAY),
    };
  }
  if (step === null || step === 'delivered') {
    return { dispatched_at: null, expected_delivery_at: null };
  }
  return {
    dispatched_at: null,
    expected_delivery_at: endOfRound(Math.max(placedDay + 5 * DAY, dayStart + DAY)),
  };
}

interface DemoRows {
  orders: Insertable<OrdersTable>[];
  items: Insertable<OrderItemsTable>[];
  invoices: Insertable<InvoicesTable>[];
  shipments: Insertable<OrderShipmentsTable>[];
  returns: Insertable<OrderReturnsTable>[];
  refunds: Insertable<OrderRefundsTable>[];
}

function demoRows(owner: DemoOrderOwner, history: DemoOrder[], now: Date): DemoRows {
  const timeZone = shopTimeZone[owner.countryCode];
  const dayStart = startOfShopDay(now, timeZone);
  const currency = currencyOfCountry[owner.countryCode];
  const price = (product: DemoProduct) =>
    currency === 'CHF' ? product.priceChf : product.priceEur;
  const rows: DemoRows = {
    orders: [],
    items: [],
    invoices: [],
    shipments: [],
    returns: [],
    refunds: [],
  };
  for (const ordered of history) {
    // What this shop does not sell was not ordered in it.
    const demo = {
      ...ordered,
      items: ordered.items.filter((item) => item.onlyIn?.includes(owner.countryCode) ?? true),
    };
    const number = `${owner.orderNumberPrefix}${String(demo.seq).padStart(4, '0')}`;
    const id = stableId(`order:${number}`);
    // Today's order must not lie in the future when the seed runs just after midnight.
    const placedAt = Math.min(dayStart - demo.daysAgo * DAY + demo.minute * 60_000, now.getTime());
    const deliveredAt =
      demo.deliveredDaysAgo === undefined
        ? null
        : dayStart - demo.deliveredDaysAgo * DAY + 11 * 3_600_000;
    const cancelledAt = demo.cancelReason ? placedAt + 30 * 60_000 : null;
    const arrival = demoArrival(demo, dayStart - demo.daysAgo * DAY, deliveredAt, dayStart, now);
    const itemId = (position: number) => stableId(`item:${number}:${position}`);
    const shipped =
      arrival.dispatched_at === null
        ? null
        : demoShipments(
            { id, number, country: owner.countryCode },
            demo.items.flatMap((item, position) =>
              item.status === 'cancelled'
                ? []
                : [
                    {
                      id: itemId(position),
                      bulky: (demoProducts[item.product] as DemoProduct).bulky === true,
                    },
                  ],
            ),
            {
              dispatchedAt: arrival.dispatched_at,
              expectedDeliveryAt: arrival.expected_delivery_at,
              deliveredAt,
            },
          );
    if (shipped) rows.shipments.push(...shipped.shipments);
    const refunded = demoRefundRows(demo, {
      orderId: id,
      orderNumber: number,
      dayStart,
      cancelledAt,
      id: stableId,
    });
    rows.returns.push(...refunded.returns);
    rows.refunds.push(...refunded.refunds);
    rows.orders.push({
      id,
      order_number: number,
      customer_id: owner.id,
      country_code: owner.countryCode,
      currency,
      payment_type: demo.paymentType,
      shipping_costs_cents: currency === 'CHF' ? 790 : 595,
      tracking_variant: demo.trackingVariant,
      delivery_salutation: owner.salutation,
      delivery_first_name: owner.firstName,
      delivery_last_name: owner.lastName,
      delivery_street: owner.address.street,
      delivery_street_number: owner.address.streetNumber,
      delivery_address_addition: null,
      delivery_zip_code: owner.address.zipCode,
      delivery_city: owner.address.city,
      delivery_country_code: owner.countryCode,
      delivery_address_type: 'POSTAL',
      placed_at: placedAt,
      delivered_at: deliveredAt,
      ...arrival,
      expected_delivery_at: shipped?.expectedDeliveryAt ?? arrival.expected_delivery_at,
      cancelled_at: cancelledAt,
      cancel_reason: demo.cancelReason ?? null,
      withdrawn_at: null,
      updated_at: placedAt,
    });
    demo.items.forEach((item, position) => {
      const product: DemoProduct = demoProducts[item.product];
      const inReturn = refunded.returnOfItem.get(position);
      rows.items.push({
        id: itemId(position),
        order_id: id,
        return_id: inReturn?.id ?? null,
        shipment_id: shipped?.shipmentOf.get(itemId(position)) ?? null,
        position,
        base_product_no: product.baseProductNo,
        // The first variant of the catalogue, so "buy again" finds what was ordered.
        sku: variantSku(product.baseProductNo, 0),
        title: product.name,
        single_price_cents: price(product),
        quantity: item.quantity,
        status: item.status,
        direct_supplier: item.directSupplier ? 1 : 0,
        vat_rate_basis_points: vatRateOf(owner.countryCode, vatClassOf(product)),
        returned_at:
          item.status === 'returned'
            ? (inReturn?.received_at ??
              dayStart - Math.max(0, (demo.deliveredDaysAgo ?? 0) - 2) * DAY)
            : null,
      });
    });
    if (demo.invoice) {
      // The invoice bills what was not cancelled; returned items are credited, so not owed.
      const billed = (statuses: string[]) =>
        demo.items
          .filter((item) => !statuses.includes(item.status))
          .reduce((sum, item) => sum + price(demoProducts[item.product]) * item.quantity, 0);
      const shipping = currency === 'CHF' ? 790 : 595;
      rows.invoices.push({
        id: stableId(`invoice:${number}`),
        invoice_number: `RE${number}`,
        customer_id: owner.id,
        order_id: id,
        currency,
        amount_cents: billed(['cancelled']) + shipping,
        open_amount_cents: billed(['cancelled', 'returned']) + shipping,
        // The printed terms decide it: 14 days after delivery on invoice, the debit date otherwise.
        due_date: dueDateOf({
          paymentType: demo.invoice.paymentType,
          country: owner.countryCode,
          issuedOn: shopDate(new Date(placedAt), timeZone),
          deliveredOn: deliveredAt === null ? null : shopDate(new Date(deliveredAt), timeZone),
        }),
        payment_type: demo.invoice.paymentType,
        created_at: placedAt,
      });
    }
  }
  return rows;
}

async function insertInBatches<
  T extends
    'orders' | 'order_items' | 'invoices' | 'order_shipments' | 'order_returns' | 'order_refunds',
>(db: Kysely<Database>, table: T, rows: Insertable<Database[T]>[]): Promise<void> {
  // Keeps each statement well below SQLite's and PostgreSQL's bound-parameter limits.
  for (let i = 0; i < rows.length; i += 50) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table is generic; each batch is that table's rows
    const batch = rows.slice(i, i + 50) as any;
    await db.insertInto(table).values(batch).execute();
  }
}

/**
 * Replaces a demo customer's orders and invoices with the demo history. Ids and values derive
 * from the order numbers and the shop day, so a second run on the same day writes the same rows,
 * and a demo someone cancelled or returned is back in shape after the next seed.
 */
export async function seedDemoOrders(
  db: Kysely<Database>,
  owner: DemoOrderOwner,
  history: DemoOrder[],
  now = new Date(),
): Promise<void> {
  const rows = demoRows(owner, history, now);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('credit_notes').where('customer_id', '=', owner.id).execute();
    await trx.deleteFrom('invoices').where('customer_id', '=', owner.id).execute();
    await trx
      .deleteFrom('order_items')
      .where('order_id', 'in', (eb) =>
        eb.selectFrom('orders').select('id').where('customer_id', '=', owner.id),
      )
      .execute();
    await trx
      .deleteFrom('order_shipments')
      .where('order_id', 'in', (eb) =>
        eb.selectFrom('orders').select('id').where('customer_id', '=', owner.id),
      )
      .execute();
    await trx.deleteFrom('orders').where('customer_id', '=', owner.id).execute();
    await insertInBatches(trx, 'orders', rows.orders);
    await insertInBatches(trx, 'order_shipments', rows.shipments);
    await insertInBatches(trx, 'order_returns', rows.returns);
    await insertInBatches(trx, 'order_items', rows.items);
    await insertInBatches(trx, 'invoices', rows.invoices);
    // The demo's returned items were credited: each such invoice carries its credit note.
    await creditEarlierReturns(trx, owner.id);
    await insertInBatches(trx, 'order_refunds', rows.refunds);
    // A refund states the amount of the credit note its items got (none without an invoice).
    await trx
      .updateTable('order_refunds')
      .set((eb) => ({
        credit_note_id: eb
          .selectFrom('order_items')
          .select('order_items.credit_note_id')
          .whereRef('order_items.return_id', '=', 'order_refunds.return_id')
          .limit(1)
          .$castTo<{ credit_note_id: string | null }>(),
      }))
      .where(
        'order_id',
        'in',
        rows.orders.map((order) => order.id),
      )
      .execute();
  });
}
