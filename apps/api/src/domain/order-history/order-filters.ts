import { nextMidnight, type ItemStatus, type OrderStateFilter } from '@account/contracts';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';

/** The history's filters as the query names them (contracts OrdersQuery). */
export interface OrderFilters {
  period?: string | undefined;
  state?: OrderStateFilter | undefined;
  q?: string | undefined;
}

/** Epoch milliseconds an order's placed_at must lie in: from inclusive, until exclusive. */
export interface PlacedRange {
  from?: number;
  until?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first instant of 1 January of a year in the shop's zone. */
const startOfYear = (year: number, timeZone: string) =>
  nextMidnight(new Date(Date.UTC(year - 1, 11, 31, 12)), timeZone).getTime();

/**
 * A period of the filter as instants: the last 30 days and the last six calendar months count
 * back from now; a year is the shop's calendar year, so an order placed at 00:30 on New Year's
 * Day in Berlin belongs to the new year although it is still the old one in UTC.
 */
export function placedRangeOf(
  period: string | undefined,
  now: Date,
  timeZone: string,
): PlacedRange {
  if (period === undefined) return {};
  if (period === '30d') return { from: now.getTime() - 30 * DAY_MS };
  if (period === '6m') {
    const from = new Date(now);
    from.setUTCMonth(from.getUTCMonth() - 6);
    return { from: from.getTime() };
  }
  const year = Number(period);
  return { from: startOfYear(year, timeZone), until: startOfYear(year + 1, timeZone) };
}

type OrdersEb = ExpressionBuilder<Database, 'orders'>;

const hasItem = (eb: OrdersEb, statuses: readonly ItemStatus[]) =>
  eb.exists(
    eb
      .selectFrom('order_items')
      .select('order_items.id')
      .whereRef('order_items.order_id', '=', 'orders.id')
      .where('order_items.status', 'in', statuses),
  );

const hasItemOtherThan = (eb: OrdersEb, statuses: readonly ItemStatus[]) =>
  eb.exists(
    eb
      .selectFrom('order_items')
      .select('order_items.id')
      .whereRef('order_items.order_id', '=', 'orders.id')
      .where('order_items.status', 'not in', statuses),
  );

const OPEN: ItemStatus[] = ['received', 'confirmed', 'processing'];
const SHIPPED: ItemStatus[] = ['dispatched', 'inDelivery'];
const RETURNED: ItemStatus[] = ['returnRegistered', 'returned'];

/**
 * The state filter in SQL, the same grouping as contracts' deriveOrderStatus and orderStateOf:
 * a return (announced or arrived) wins, then a cancellation, then the least advanced item. Each
 * test is an EXISTS on order_items(order_id, status), which the index answers without the rows.
 */
function stateCondition(eb: OrdersEb, state: OrderStateFilter): Expression<SqlBool> {
  const returned = hasItem(eb, RETURNED);
  const cancelled = hasItem(eb, ['cancelled']);
  switch (state) {
    case 'returned':
      return returned;
    case 'cancelled':
      return eb.and([eb.not(returned), cancelled]);
    case 'open':
      return eb.and([eb.not(returned), eb.not(cancelled), hasItem(eb, OPEN)]);
    case 'shipped':
      return eb.and([
        eb.not(returned),
        eb.not(cancelled),
        eb.not(hasItem(eb, OPEN)),
        hasItem(eb, SHIPPED),
      ]);
    case 'delivered':
      return eb.and([hasItem(eb, ['delivered']), eb.not(hasItemOtherThan(eb, ['delivered']))]);
  }
}

/** LIKE's wildcards typed by the customer match themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * An order number (from its start, as customers copy it from a mail) or a word of an article's
 * name, in any case. An infix search cannot use an index; it only ever scans one customer's
 * orders, which the (customer_id, placed_at) index has already narrowed down.
 */
function searchCondition(eb: OrdersEb, q: string): Expression<SqlBool> {
  const words = escapeLike(q.toLowerCase());
  return eb.or([
    sql<SqlBool>`${eb.ref('orders.order_number')} like ${`${escapeLike(q)}%`} escape '\\'`,
    eb.exists(
      eb
        .selectFrom('order_items')
        .select('order_items.id')
        .whereRef('order_items.order_id', '=', 'orders.id')
        .where(
          sql<SqlBool>`lower(${sql.ref('order_items.title')}) like ${`%${words}%`} escape '\\'`,
        ),
    ),
  ]);
}

/** The filters' conditions on the customer's orders; none without filters. */
export function filterConditions(
  eb: OrdersEb,
  filters: OrderFilters,
  range: PlacedRange,
): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (range.from !== undefined) conditions.push(eb('orders.placed_at', '>=', range.from));
  if (range.until !== undefined) conditions.push(eb('orders.placed_at', '<', range.until));
  if (filters.state) conditions.push(stateCondition(eb, filters.state));
  if (filters.q) conditions.push(searchCondition(eb, filters.q));
  return conditions;
}

export const hasFilters = (filters: OrderFilters) =>
  Boolean(filters.period ?? filters.state ?? filters.q);
