import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { demoCatalogue, variantSku } from './demo-catalogue';
import { productImage } from './product-image';

/** Fixed, so seeding twice writes the same rows (the media ETag derives from it). */
const PRODUCTS_VERSION = Date.UTC(2026, 0, 1);

/**
 * Loads the demo catalogue: products with image, state and deal, and their variants with stock.
 * Two statements, not one per row: every API test seeds a fresh database.
 */
export async function seedDemoCatalogue(db: Kysely<Database>): Promise<void> {
  const products = demoCatalogue.map((product) => ({
    base_product_no: product.baseProductNo,
    name: product.name,
    brand: product.brand,
    image_svg: productImage(product.name, product.brand, product.kind, product.hue),
    updated_at: PRODUCTS_VERSION,
    category: product.category,
    product_state: product.stock.every((stock) => stock === 0) ? 'SOLDOUT' : 'SELLABLE',
    is_new: product.isNew ? 1 : 0,
    deal_percent: product.dealPercent ?? 0,
    countries: (product.countries ?? ['DE', 'AT', 'CH']).join(','),
  }));
  const variants = demoCatalogue.flatMap((product) => {
    const [minDays, maxDays] = product.deliveryDays ?? [2, 4];
    return product.stock.map((stock, position) => ({
      sku: variantSku(product.baseProductNo, position),
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
    }));
  });
  await db
    .insertInto('products')
    .values(products)
    .onConflict((oc) =>
      oc.column('base_product_no').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        brand: eb.ref('excluded.brand'),
        image_svg: eb.ref('excluded.image_svg'),
        updated_at: eb.ref('excluded.updated_at'),
        category: eb.ref('excluded.category'),
        product_state: eb.ref('excluded.product_state'),
        is_new: eb.ref('excluded.is_new'),
        deal_percent: eb.ref('excluded.deal_percent'),
        countries: eb.ref('excluded.countries'),
      })),
    )
    .execute();
  await db
    .insertInto('product_variants')
    .values(variants)
    .onConflict((oc) =>
      oc.column('sku').doUpdateSet((eb) => ({
        base_product_no: eb.ref('excluded.base_product_no'),
        position: eb.ref('excluded.position'),
        is_selected_by_default: eb.ref('excluded.is_selected_by_default'),
        dimension_type: eb.ref('excluded.dimension_type'),
        dimension_value: eb.ref('excluded.dimension_value'),
        price_eur_cents: eb.ref('excluded.price_eur_cents'),
        price_chf_cents: eb.ref('excluded.price_chf_cents'),
        stock: eb.ref('excluded.stock'),
        delivery_days_min: eb.ref('excluded.delivery_days_min'),
        delivery_days_max: eb.ref('excluded.delivery_days_max'),
      })),
    )
    .execute();
}
