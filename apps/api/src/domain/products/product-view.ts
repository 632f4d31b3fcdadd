import {
  availabilityOfStock,
  countryOfLocale,
  currencyOfCountry,
  type AttributeType,
  type Locale,
  type Product,
  type ProductState,
  type ProductVariant,
} from '@account/contracts';
import type { Selectable } from 'kysely';
import type { ProductVariantsTable } from '../../db/catalogue-schema';
import type { ProductsTable } from '../../db/orders-schema';
import { fromCents } from '../order-history/money';

export type ProductRow = Omit<Selectable<ProductsTable>, 'image_svg'>;
export type VariantRow = Selectable<ProductVariantsTable>;

/** The shop a price is shown in: its currency and how it prints amounts. */
export interface PriceShop {
  locale: Locale;
  currency: 'EUR' | 'CHF';
}

export const priceShopOfLocale = (locale: Locale): PriceShop => ({
  locale,
  currency: currencyOfCountry[countryOfLocale[locale]],
});

/** The reference price a deal is measured against, at .99 as the shop prints them. */
function referenceCents(cents: number, dealPercent: number): number {
  return Math.round((cents * 100) / (100 - dealPercent) / 100) * 100 - 1;
}

export function variantView(row: VariantRow, dealPercent: number, shop: PriceShop): ProductVariant {
  const cents = shop.currency === 'CHF' ? row.price_chf_cents : row.price_eur_cents;
  const value = fromCents(cents);
  const status = availabilityOfStock(row.stock);
  return {
    sku: row.sku,
    isSelectedByDefault: row.is_selected_by_default === 1,
    price: {
      value,
      label: new Intl.NumberFormat(shop.locale, {
        style: 'currency',
        currency: shop.currency,
      }).format(value),
      currency: shop.currency,
      referenceValue: dealPercent > 0 ? fromCents(referenceCents(cents, dealPercent)) : null,
    },
    dimensions:
      row.dimension_type && row.dimension_value
        ? [{ type: row.dimension_type as AttributeType, value: row.dimension_value }]
        : [],
    status,
    stockLevel: row.stock,
    deliveryTime:
      status === 'SOLD_OUT'
        ? null
        : { minDays: row.delivery_days_min, maxDays: row.delivery_days_max },
  };
}

/** Product names as the shop prints them: the Swiss shop writes "ss" for "ß", as Swiss German does. */
export const productName = (name: string, shop: PriceShop): string =>
  shop.locale === 'de-CH' ? name.replaceAll('ß', 'ss') : name;

/** The media host path of a product's image (products service, media route). */
export const productImagePath = (baseProductNo: string): string => `media/${baseProductNo}.svg`;

export function productView(row: ProductRow, variants: VariantRow[], shop: PriceShop): Product {
  return {
    baseProductNo: row.base_product_no,
    name: { long: productName(row.name, shop) },
    brand: { brandName: row.brand },
    category: row.category,
    productState: row.product_state as ProductState,
    isNew: row.is_new === 1,
    media: [{ type: 'IMAGE', path: productImagePath(row.base_product_no) }],
    salesdrivers: [...(row.deal_percent > 0 ? ['DEAL'] : []), ...(row.is_new === 1 ? ['NEW'] : [])],
    variants: variants.map((variant) => variantView(variant, row.deal_percent, shop)),
  };
}
