import type { Kysely } from 'kysely';
import type { Product } from '@account/contracts';
import type { Database } from '../../db/schema';
import { productView, type PriceShop, type VariantRow } from './product-view';

const productColumns = [
  'base_product_no',
  'name',
  'brand',
  'updated_at',
  'category',
  'product_state',
  'is_new',
  'deal_percent',
  'countries',
] as const;

/** The products asked for, in the order asked, unknown numbers left out. */
export async function productsByNumbers(
  db: Kysely<Database>,
  baseProductNos: readonly string[],
  shop: PriceShop,
): Promise<Product[]> {
  if (baseProductNos.length === 0) return [];
  const [rows, variants] = await Promise.all([
    db
      .selectFrom('products')
      .select(productColumns)
      .where('base_product_no', 'in', [...baseProductNos])
      .execute(),
    db
      .selectFrom('product_variants')
      .selectAll()
      .where('base_product_no', 'in', [...baseProductNos])
      .orderBy('position')
      .execute(),
  ]);
  const variantsOf = new Map<string, VariantRow[]>();
  for (const variant of variants) {
    const list = variantsOf.get(variant.base_product_no) ?? [];
    list.push(variant);
    variantsOf.set(variant.base_product_no, list);
  }
  const byNo = new Map(rows.map((row) => [row.base_product_no, row]));
  return [...new Set(baseProductNos)].flatMap((no) => {
    const row = byNo.get(no);
    return row ? [productView(row, variantsOf.get(no) ?? [], shop)] : [];
  });
}
