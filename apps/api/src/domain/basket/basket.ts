import type { Kysely, Transaction } from 'kysely';
import type { BasketItem } from '@account/contracts';
import type { Database } from '../../db/schema';
import { Conflict, NotFound } from '../domain-error';

/** The most of one variant a basket holds; the shop limits quantities the same way. */
export const MAX_QUANTITY_PER_VARIANT = 10;

/**
 * Whose basket a call means: the shop session's (X-SessionId), and for a logged-in customer the
 * customer's basket in that session. A guest's basket has no customer; knowing the session id is
 * all that opens it, so the id is 128 random bits. A customer's basket is opened only with the
 * customer's own login: the session id alone (a guest's call) never reaches it.
 */
export interface BasketOwner {
  sessionId: string;
  /** The logged-in customer's internal id, or null for a guest. */
  customerId: string | null;
}

const GUEST = '';

const customerKey = (owner: BasketOwner) => owner.customerId ?? GUEST;

/**
 * A guest who logs in keeps what they put in the basket: the guest items of the session move
 * into the customer's basket (quantities add up, at most the variant limit) the first time the
 * customer's basket is used. From then on they are bound to the login.
 */
async function adoptGuestItems(trx: Transaction<Database>, owner: BasketOwner, now: number) {
  if (owner.customerId === null) return;
  // Deleted and returned in one statement: of two calls at once only one gets the rows.
  const guestItems = await trx
    .deleteFrom('basket_items')
    .where('session_id', '=', owner.sessionId)
    .where('customer_id', '=', GUEST)
    .returning(['sku', 'quantity'])
    .execute();
  for (const item of guestItems) await addQuantity(trx, owner, item.sku, item.quantity, now);
}

async function addQuantity(
  trx: Transaction<Database>,
  owner: BasketOwner,
  sku: string,
  added: number,
  now: number,
) {
  const existing = await trx
    .selectFrom('basket_items')
    .select('quantity')
    .where('session_id', '=', owner.sessionId)
    .where('customer_id', '=', customerKey(owner))
    .where('sku', '=', sku)
    .executeTakeFirst();
  const quantity = Math.min(MAX_QUANTITY_PER_VARIANT, (existing?.quantity ?? 0) + added);
  await trx
    .insertInto('basket_items')
    .values({
      session_id: owner.sessionId,
      customer_id: customerKey(owner),
      sku,
      quantity,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['session_id', 'customer_id', 'sku']).doUpdateSet({ quantity, updated_at: now }),
    )
    .execute();
}

/**
 * Adds a variant to a basket. Unknown variants and ones that do not belong to the named product
 * are 404; sold-out ones 409 PRODUCT_SOLD_OUT. Stock is reserved at checkout, not here, as in the
 * shop.
 */
export async function addToBasket(
  db: Kysely<Database>,
  owner: BasketOwner,
  item: { baseProductNo: string; sku: string; quantity: number },
  now = Date.now(),
): Promise<BasketItem[]> {
  const variant = await db
    .selectFrom('product_variants')
    .select(['stock', 'base_product_no'])
    .where('sku', '=', item.sku)
    .executeTakeFirst();
  if (!variant || variant.base_product_no !== item.baseProductNo) throw new NotFound();
  if (variant.stock <= 0) throw new Conflict('PRODUCT_SOLD_OUT');
  return putInBasket(db, owner, [item], now);
}

/**
 * Adds variants the caller checked exist and are in stock, all in one transaction (the caller's,
 * when it is given one): a customer buying an order again gets all of it or, on failure, nothing.
 */
export async function putInBasket(
  db: Kysely<Database>,
  owner: BasketOwner,
  items: ReadonlyArray<{ sku: string; quantity: number }>,
  now = Date.now(),
): Promise<BasketItem[]> {
  const put = async (trx: Transaction<Database>) => {
    await adoptGuestItems(trx, owner, now);
    for (const item of items) await addQuantity(trx, owner, item.sku, item.quantity, now);
  };
  // Inside a keyed change (http/idempotency.ts) the caller's transaction also keeps the answer.
  if (db.isTransaction) await put(db as Transaction<Database>);
  else await db.transaction().execute(put);
  return itemsOf(db, owner);
}

export async function basketOf(
  db: Kysely<Database>,
  owner: BasketOwner,
  now = Date.now(),
): Promise<BasketItem[]> {
  if (owner.customerId !== null)
    await db.transaction().execute((trx) => adoptGuestItems(trx, owner, now));
  return itemsOf(db, owner);
}

async function itemsOf(db: Kysely<Database>, owner: BasketOwner): Promise<BasketItem[]> {
  const rows = await db
    .selectFrom('basket_items as b')
    .innerJoin('product_variants as v', 'v.sku', 'b.sku')
    .select(['v.base_product_no', 'b.sku', 'b.quantity'])
    .where('b.session_id', '=', owner.sessionId)
    .where('b.customer_id', '=', customerKey(owner))
    .orderBy('b.updated_at')
    .orderBy('b.sku')
    .execute();
  return rows.map((row) => ({
    baseProductNo: row.base_product_no,
    sku: row.sku,
    quantity: row.quantity,
  }));
}
