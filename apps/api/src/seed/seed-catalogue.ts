import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { demoCatalogue, variantSku } from './demo-catalogue';
import { productImage } from './product-image';

/** Fixed, so seeding twice writes the same rows (the media ETag derives from it). */
const PRODUCTS_VERSION = Date.UTC(2026, 0, 1);

/** Loads the demo catalogue: products with image, state and deal, and their variants with stock. */
export async function seedDemoCatalogue(db: Kysely<Database>): Promise<void> {
  for (const product of demoCatalogue) {
    const row = {
      name: product.name,
      brand: product.brand,
      image_svg: productImage(product.name, product.brand, product.shape, product.hue),
      updated_at: PRODUCTS_VERSION,
      category: product.category,
      product_state: product.stock.every((stock) => stock === 0) ? 'SOLDOUT' : 'SELLABLE',
      is_new: product.isNew ? 1 : 0,
      deal_percent: product.dealPercent ?? 0,
      countries: (product.countries ?? ['DE', 'AT', 'CH']).join(','),
    };
    await db
      .insertInto('products')
      .values({ base_product_no: product.baseProductNo, ...row })
      .onConflict((oc) => oc.column('base_product_no').doUpdateSet(row))
      .execute();
    const [minDays, maxDays] = product.deliveryDays ?? [2, 4];
    for (const [position, stock] of product.stock.entries()) {
      const variant = {
        base_product_no: product.baseProductNo,
        position,
        is_selected_by_default: position === 0 ? 1 : 0,
        dimension_type: product.dimension?.type ?? null,
        dimension_value: product.dimension?.values[position] ?? null,
        price_eur_cents: product.priceEur,
        price_chf_cents: product.priceChf,
        stock,
        delivery_days_min: minDays,
        delivery_days_max: maxDays,
      };
      await db
        .insertInto('product_variants')
        .values({ sku: variantSku(product.baseProductNo, position), ...variant })
        .onConflict((oc) => oc.column('sku').doUpdateSet(variant))
        .execute();
    }
  }
}
