import type { Kysely } from 'kysely';
import type {
  RecommendationPlacement,
  RecommendationReason,
  Recommendations,
} from '@account/contracts';
import type { Database } from '../../db/schema';

/** How many products one answer names; the pages show up to 6 of them. */
export const RECOMMENDATION_COUNT = 12;

const countryOfRegion = { hseDE: 'DE', hseAT: 'AT', hseCH: 'CH' } as const;

/** A product viewed weighs twice a product ordered: views say what the customer looks for now. */
const VIEW_WEIGHT = 2;
const ORDER_WEIGHT = 1;

interface Candidate {
  baseProductNo: string;
  category: string;
  dealPercent: number;
  isNew: boolean;
}

/** Sellable in the region's shop with at least one variant in stock. */
async function candidatesOf(db: Kysely<Database>, country: string): Promise<Candidate[]> {
  const rows = await db
    .selectFrom('products as p')
    .select(['p.base_product_no', 'p.category', 'p.deal_percent', 'p.is_new', 'p.countries'])
    .where('p.product_state', '=', 'SELLABLE')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('product_variants as v')
          .select('v.sku')
          .whereRef('v.base_product_no', '=', 'p.base_product_no')
          .where('v.stock', '>', 0),
      ),
    )
    .execute();
  return rows
    .filter((row) => row.countries.split(',').includes(country))
    .map((row) => ({
      baseProductNo: row.base_product_no,
      category: row.category,
      dealPercent: row.deal_percent,
      isNew: row.is_new === 1,
    }));
}

/** Best deals first, then new products, then by number: the same list for everyone. */
const byDeal = (a: Candidate, b: Candidate) =>
  b.dealPercent - a.dealPercent ||
  Number(b.isNew) - Number(a.isNew) ||
  a.baseProductNo.localeCompare(b.baseProductNo);

interface Taste {
  /** Category → score and the source that contributed most. */
  categories: Map<string, { score: number; reason: RecommendationReason['type'] }>;
  /** Products the customer viewed or ordered already. */
  known: Set<string>;
}

async function tasteOf(db: Kysely<Database>, customerId: string): Promise<Taste> {
  const [viewed, ordered] = await Promise.all([
    db
      .selectFrom('product_views as v')
      .innerJoin('products as p', 'p.base_product_no', 'v.base_product_no')
      .select(['p.base_product_no', 'p.category'])
      .where('v.customer_id', '=', customerId)
      .execute(),
    db
      .selectFrom('order_items as i')
      .innerJoin('orders as o', 'o.id', 'i.order_id')
      .innerJoin('products as p', 'p.base_product_no', 'i.base_product_no')
      .select(['p.base_product_no', 'p.category'])
      .where('o.customer_id', '=', customerId)
      .execute(),
  ]);
  const fromViews = new Map<string, number>();
  const fromOrders = new Map<string, number>();
  for (const row of viewed)
    fromViews.set(row.category, (fromViews.get(row.category) ?? 0) + VIEW_WEIGHT);
  for (const row of ordered)
    fromOrders.set(row.category, (fromOrders.get(row.category) ?? 0) + ORDER_WEIGHT);
  const categories: Taste['categories'] = new Map();
  for (const category of new Set([...fromViews.keys(), ...fromOrders.keys()])) {
    const views = fromViews.get(category) ?? 0;
    const orders = fromOrders.get(category) ?? 0;
    categories.set(category, {
      score: views + orders,
      reason: views >= orders ? 'CATEGORY_OF_VIEWS' : 'CATEGORY_OF_ORDERS',
    });
  }
  const known = new Set([...viewed, ...ordered].map((row) => row.base_product_no));
  return { categories, known };
}

/**
 * Deterministic and explainable: without consent (or without a customer) every visitor of a
 * region gets the region's best deals. With consent, products of the categories the customer
 * viewed (weight 2) and ordered (weight 1) come first, best-scoring category first, leaving out
 * what the customer already looked at or bought; the region's deals fill the rest.
 */
export async function recommend(
  db: Kysely<Database>,
  {
    region,
    placement,
    customerId,
  }: {
    region: keyof typeof countryOfRegion;
    placement: RecommendationPlacement;
    customerId: string | null;
  },
): Promise<Recommendations> {
  const all = (await candidatesOf(db, countryOfRegion[region])).sort(byDeal);
  const pool = placement === 'topDeals' ? all.filter((c) => c.dealPercent > 0) : all;
  const general = pool.map((c) => ({
    baseProductNo: c.baseProductNo,
    reason: { type: 'TOP_DEAL' as const, category: null },
  }));
  if (!customerId) return { personalised: false, items: general.slice(0, RECOMMENDATION_COUNT) };

  const taste = await tasteOf(db, customerId);
  const score = (c: Candidate) => taste.categories.get(c.category)?.score ?? 0;
  const personal = pool
    .filter((c) => score(c) > 0 && !taste.known.has(c.baseProductNo))
    .sort((a, b) => score(b) - score(a) || byDeal(a, b))
    .map((c) => ({
      baseProductNo: c.baseProductNo,
      reason: { type: taste.categories.get(c.category)!.reason, category: c.category },
    }));
  const chosen = new Set(personal.map((item) => item.baseProductNo));
  const items = [...personal, ...general.filter((item) => !chosen.has(item.baseProductNo))];
  return { personalised: personal.length > 0, items: items.slice(0, RECOMMENDATION_COUNT) };
}
