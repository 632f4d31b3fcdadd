import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type {
  OrderItemsTable,
  OrderRefundsTable,
  OrderReturnsTable,
  OrdersTable,
} from '../../db/orders-schema';
import { deliveryAddressOf } from '../order-history/order-view';
import { iso } from '../iso-time';

/**
 * Orders and invoices are read a page at a time (keyset on time and id), so a customer with
 * thousands of them costs one page of memory, not all of them.
 */
export const EXPORT_PAGE_SIZE = 50;

/** One order as orders.json holds it: the order with its items, returns and refunds. */
function exportedOrder(
  order: Selectable<OrdersTable>,
  items: Selectable<OrderItemsTable>[],
  returns: Selectable<OrderReturnsTable>[],
  refunds: Selectable<OrderRefundsTable>[],
) {
  return {
    orderNumber: order.order_number,
    shop: order.country_code,
    currency: order.currency,
    paymentType: order.payment_type,
    placedAt: iso(order.placed_at),
    deliveredAt: iso(order.delivered_at),
    cancelledAt: iso(order.cancelled_at),
    cancelReason: order.cancel_reason,
    withdrawnAt: iso(order.withdrawn_at),
    shippingCostsCents: order.shipping_costs_cents,
    deliveryAddress: deliveryAddressOf(order),
    items: items.map((item) => ({
      position: item.position,
      sku: item.sku,
      baseProductNo: item.base_product_no,
      title: item.title,
      quantity: item.quantity,
      singlePriceCents: item.single_price_cents,
      vatRatePercent: item.vat_rate_basis_points / 100,
      status: item.status,
      returnedAt: iso(item.returned_at),
      returnReason: item.return_reason ?? null,
    })),
    returns: returns.map((r) => ({
      code: r.code,
      reason: r.reason,
      registeredAt: iso(r.registered_at),
      receivedAt: iso(r.received_at),
    })),
    // The amount is the credit note's, in invoices.json; here what was refunded how and when.
    refunds: refunds.map((refund) => ({
      returnCode: returns.find((r) => r.id === refund.return_id)?.code ?? null,
      method: refund.method,
      startedAt: iso(refund.created_at),
      issuedAt: iso(refund.issued_at),
    })),
  };
}

export type ExportedOrder = ReturnType<typeof exportedOrder>;

function orderPage(
  db: Kysely<Database>,
  customerId: string,
  after: { placedAt: number; id: string } | null,
) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('customer_id', '=', customerId)
    .$if(after !== null, (query) =>
      query.where((eb) =>
        eb.or([
          eb('placed_at', '>', after!.placedAt),
          eb.and([eb('placed_at', '=', after!.placedAt), eb('id', '>', after!.id)]),
        ]),
      ),
    )
    .orderBy('placed_at')
    .orderBy('id')
    .limit(EXPORT_PAGE_SIZE)
    .execute();
}

/** The customer's orders, oldest first, each with its items, returns and refunds; a page per query. */
export async function* exportedOrders(
  db: Kysely<Database>,
  customerId: string,
): AsyncGenerator<ExportedOrder> {
  let after: { placedAt: number; id: string } | null = null;
  for (;;) {
    const orders = await orderPage(db, customerId, after);
    if (orders.length === 0) return;
    const ids = orders.map((order) => order.id);
    const [items, returns, refunds] = await Promise.all([
      db
        .selectFrom('order_items')
        .selectAll()
        .where('order_id', 'in', ids)
        .orderBy('order_id')
        .orderBy('position')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('order_returns')
        .selectAll()
        .where('order_id', 'in', ids)
        .orderBy('registered_at')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('order_refunds')
        .selectAll()
        .where('order_id', 'in', ids)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
    ]);
    for (const order of orders)
      yield exportedOrder(
        order,
        items.filter((item) => item.order_id === order.id),
        returns.filter((r) => r.order_id === order.id),
        refunds.filter((refund) => refund.order_id === order.id),
      );
    const last = orders[orders.length - 1]!;
    after = { placedAt: Number(last.placed_at), id: last.id };
  }
}

/** One invoice as invoices.json holds it. */
export interface ExportedInvoice {
  invoiceNumber: string;
  orderNumber: string | null;
  currency: string;
  amountCents: number;
  openAmountCents: number;
  dueDate: string;
  paymentType: string;
  createdAt: string | null;
  /** The credit notes issued against it (returns, cancellations), oldest first. */
  creditNotes: Array<{
    creditNoteNumber: string;
    reason: string;
    amountCents: number;
    createdAt: string | null;
  }>;
}

function invoicePage(
  db: Kysely<Database>,
  customerId: string,
  after: { createdAt: number; id: string } | null,
) {
  return db
    .selectFrom('invoices')
    .leftJoin('orders', 'orders.id', 'invoices.order_id')
    .selectAll('invoices')
    .select('orders.order_number')
    .where('invoices.customer_id', '=', customerId)
    .$if(after !== null, (query) =>
      query.where((eb) =>
        eb.or([
          eb('invoices.created_at', '>', after!.createdAt),
          eb.and([
            eb('invoices.created_at', '=', after!.createdAt),
            eb('invoices.id', '>', after!.id),
          ]),
        ]),
      ),
    )
    .orderBy('invoices.created_at')
    .orderBy('invoices.id')
    .limit(EXPORT_PAGE_SIZE)
    .execute();
}

/** The customer's invoices, oldest first; a page per query. */
export async function* exportedInvoices(
  db: Kysely<Database>,
  customerId: string,
): AsyncGenerator<ExportedInvoice> {
  let after: { createdAt: number; id: string } | null = null;
  for (;;) {
    const invoices = await invoicePage(db, customerId, after);
    if (invoices.length === 0) return;
    const creditNotes = await db
      .selectFrom('credit_notes')
      .select(['invoice_id', 'credit_note_number', 'reason', 'amount_cents', 'created_at'])
      .where(
        'invoice_id',
        'in',
        invoices.map((invoice) => invoice.id),
      )
      .orderBy('created_at')
      .orderBy('credit_note_number')
      .execute();
    for (const invoice of invoices)
      yield {
        invoiceNumber: invoice.invoice_number,
        orderNumber: invoice.order_number,
        currency: invoice.currency,
        amountCents: invoice.amount_cents,
        openAmountCents: invoice.open_amount_cents,
        dueDate: invoice.due_date,
        paymentType: invoice.payment_type,
        createdAt: iso(invoice.created_at),
        creditNotes: creditNotes
          .filter((note) => note.invoice_id === invoice.id)
          .map((note) => ({
            creditNoteNumber: note.credit_note_number,
            reason: note.reason,
            amountCents: Number(note.amount_cents),
            createdAt: iso(note.created_at),
          })),
      };
    const last = invoices[invoices.length - 1]!;
    after = { createdAt: Number(last.created_at), id: last.id };
  }
}
