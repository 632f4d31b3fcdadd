import type { BuyAgainRefusal, BuyAgainResult, CountryCode } from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Customer, Database } from '../../db/schema';
import { NotFound } from '../domain-error';
import { findOwnOrderRow } from '../order-history/read-orders';
import { putInBasket, type BasketOwner } from '../basket/basket';

/** Product states in which the shop no longer sells a product at all. */
const DISCONTINUED_STATES = new Set(['ARCHIVED', 'DISCARDED']);

type Bought = BuyAgainResult['added'][number];

interface Variant {
  sku: string;
  stock: number;
  product_state: string;
  countries: string;
}

function refusalOf(variant: Variant | undefined, country: CountryCode): BuyAgainRefusal | null {
  if (
    !variant ||
    DISCONTINUED_STATES.has(variant.product_state) ||
    !variant.countries.split(',').includes(country)
  )
    return 'DISCONTINUED';
  return variant.stock <= 0 ? 'SOLD_OUT' : null;
}

/**
 * "Erneut kaufen" (issue 26): the items of one of the customer's orders (or the chosen ones) go
 * into the basket in the quantities ordered, each variant once; those sold out or no longer sold
 * in the customer's shop are named instead. Items of the order that are not the customer's, or
 * ids not in the order, are 404 like an unknown order.
 */
export async function buyAgain(
  db: Kysely<Database>,
  owner: BasketOwner,
  customer: Customer,
  request: { orderNumber: string; itemIds?: string[] | undefined },
  now = Date.now(),
): Promise<BuyAgainResult> {
  const order = await findOwnOrderRow(db, customer, request.orderNumber);
  let query = db
    .selectFrom('order_items')
    .select(['id', 'sku', 'title', 'quantity'])
    .where('order_id', '=', order.id)
    .orderBy('position');
  if (request.itemIds) query = query.where('id', 'in', request.itemIds);
  const rows = await query.execute();
  if (rows.length === 0 || (request.itemIds && rows.length !== new Set(request.itemIds).size))
    throw new NotFound();

  const bySku = new Map<string, Bought>();
  for (const row of rows) {
    const bought = bySku.get(row.sku);
    if (bought) {
      bought.itemIds.push(row.id);
      bought.quantity += row.quantity;
    } else
      bySku.set(row.sku, {
        itemIds: [row.id],
        sku: row.sku,
        title: row.title,
        quantity: row.quantity,
      });
  }
  const variants = await db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.base_product_no', 'v.base_product_no')
    .select(['v.sku', 'v.stock', 'p.product_state', 'p.countries'])
    .where('v.sku', 'in', [...bySku.keys()])
    .execute();
  const variantOf = new Map(variants.map((variant) => [variant.sku, variant]));

  const added: Bought[] = [];
  const unavailable: BuyAgainResult['unavailable'] = [];
  for (const bought of bySku.values()) {
    const reason = refusalOf(variantOf.get(bought.sku), customer.country_code);
    if (reason) unavailable.push({ ...bought, reason });
    else added.push(bought);
  }
  const items = await putInBasket(db, owner, added, now);
  return { items, added, unavailable };
}
