// Zod-free, so the wishlist and the returns page can import it without pulling in zod.

/** Spec section 3: a variant's availability. */
export const availabilities = ['AVAILABLE', 'ALMOST_SOLD_OUT', 'SOLD_OUT'] as const;
export type Availability = (typeof availabilities)[number];

/**
 * At most this many left counts as "only a few left" (spec section 9's warning level). Five is
 * what a home-shopping viewer can still act on during a show; below it the shop warns.
 */
export const FEW_LEFT_THRESHOLD = 5;

/** The availability a stock level means; the products service and its tests use this one rule. */
export function availabilityOfStock(stock: number): Availability {
  if (stock <= 0) return 'SOLD_OUT';
  return stock <= FEW_LEFT_THRESHOLD ? 'ALMOST_SOLD_OUT' : 'AVAILABLE';
}

/** The warning a customer sees for an availability (wishlist and returns): none when available. */
export type AvailabilityWarning = 'soldOut' | 'fewLeft';

export function availabilityWarning(availability: Availability): AvailabilityWarning | null {
  if (availability === 'SOLD_OUT') return 'soldOut';
  return availability === 'ALMOST_SOLD_OUT' ? 'fewLeft' : null;
}

/** Whether a variant can go into the basket: sold-out ones cannot (issue 12). */
export const canAddToBasket = (availability: Availability): boolean => availability !== 'SOLD_OUT';

/** Spec section 9: the add-to-basket quantity and the delay before an added item leaves the wishlist. */
export const ADD_TO_BASKET_QUANTITY = 1;
export const WISHLIST_REMOVAL_DELAY_MS = 1500;

/** Spec section 9: product history and top deals show up to 6 products. */
export const MAX_PRODUCT_TILES = 6;

/** Spec section 9: the product detail page of the shop. */
export const productDetailPath = (baseProductNo: string): string =>
  `/p/product/${encodeURIComponent(baseProductNo)}`;

/** The shop's basket page, where "buy again" and the shop header lead. */
export const shopBasketPath = '/warenkorb';

/** Regions of the recommendations call (spec section 7), one per shop country. */
export const recommendationRegionOfCountry = { DE: 'hseDE', AT: 'hseAT', CH: 'hseCH' } as const;

/**
 * A product's availability over its variants, for places that show the product rather than one
 * variant (the returns page): the best any variant offers.
 */
export function productAvailability(
  variants: ReadonlyArray<{ status: Availability }>,
): Availability {
  if (variants.some((variant) => variant.status === 'AVAILABLE')) return 'AVAILABLE';
  return variants.some((variant) => variant.status === 'ALMOST_SOLD_OUT')
    ? 'ALMOST_SOLD_OUT'
    : 'SOLD_OUT';
}
