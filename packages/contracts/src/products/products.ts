import { z } from 'zod';
import { availabilities } from './availability';

/** Spec section 3: attribute types of a variant's dimensions. */
export const AttributeType = z.enum([
  'COLOR',
  'SIZE',
  'STONE',
  'MATERIAL',
  'TASTE',
  'MOTIV',
  'AROMA',
  'ALLOY',
  'AMOUNT',
  'OTHERS',
]);
export type AttributeType = z.infer<typeof AttributeType>;

export const ProductState = z.enum([
  'SELLABLE',
  'WAITLISTSELLABLE',
  'SOLDOUT',
  'SUBSCRIPTION_SELLABLE',
  'ARCHIVED',
  'UNPREPARED',
  'PREPARED',
  'DISCARDED',
]);
export type ProductState = z.infer<typeof ProductState>;

export const ProductCurrency = z.enum(['EUR', 'CHF']);

export const VariantDimension = z.object({ type: AttributeType, value: z.string() });
export type VariantDimension = z.infer<typeof VariantDimension>;

/** `label` is the price as the shop prints it, in the shop's locale. */
export const VariantPrice = z.object({
  value: z.number(),
  label: z.string(),
  currency: ProductCurrency,
  /** The price before the deal, when the product is on offer. */
  referenceValue: z.number().nullable(),
});
export type VariantPrice = z.infer<typeof VariantPrice>;

/** Working days from order to door; null while sold out. */
export const DeliveryTime = z.object({ minDays: z.number().int(), maxDays: z.number().int() });
export type DeliveryTime = z.infer<typeof DeliveryTime>;

export const ProductVariant = z.object({
  sku: z.string(),
  isSelectedByDefault: z.boolean(),
  price: VariantPrice,
  dimensions: z.array(VariantDimension),
  status: z.enum(availabilities),
  /** How many are left, for the "only a few left" warning. */
  stockLevel: z.number().int(),
  deliveryTime: DeliveryTime.nullable(),
});
export type ProductVariant = z.infer<typeof ProductVariant>;

export const ProductMedia = z.object({ type: z.literal('IMAGE'), path: z.string() });

/** Spec section 3's product, as GET products answers it. */
export const Product = z.object({
  baseProductNo: z.string(),
  name: z.object({ long: z.string() }),
  brand: z.object({ brandName: z.string() }),
  category: z.string(),
  productState: ProductState,
  isNew: z.boolean(),
  media: z.array(ProductMedia),
  /** Badges the shop prints on a tile, e.g. DEAL. */
  salesdrivers: z.array(z.string()),
  variants: z.array(ProductVariant),
});
export type Product = z.infer<typeof Product>;

/** GET products (spec section 7): ids comma-separated, at most 50 per call. */
export const ProductsQuery = z.object({
  base_product_no: z
    .string()
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(
      z
        .array(z.string().regex(/^[A-Za-z0-9-]{1,32}$/))
        .min(1)
        .max(50),
    ),
  return_short_response: z.enum(['true', 'false']).optional(),
  campaigns: z.enum(['true', 'false']).optional(),
  sales_channel: z.literal('CLASSIC_SHOP').optional(),
});

export const Products = z.object({ products: z.array(Product) });
export type Products = z.infer<typeof Products>;

/** The shop's call when a customer opens a product page (recorded for the product history). */
export const ProductViewBody = z.object({
  base_product_no: z.string().regex(/^[A-Za-z0-9-]{1,32}$/),
});

/** The product history: base product numbers, most recently viewed first. */
export const RecentlyViewed = z.object({ baseProductNos: z.array(z.string()) });
export type RecentlyViewed = z.infer<typeof RecentlyViewed>;
