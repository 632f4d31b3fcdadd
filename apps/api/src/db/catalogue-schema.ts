/** Tables of the products, wishlist and basket services (issue 12); prices in cents. */
export interface ProductVariantsTable {
  sku: string;
  base_product_no: string;
  position: number;
  is_selected_by_default: number;
  dimension_type: string | null;
  dimension_value: string | null;
  price_eur_cents: number;
  price_chf_cents: number;
  stock: number;
  delivery_days_min: number;
  delivery_days_max: number;
}

export type WishlistItemRowState = 'active' | 'movedToBasket' | 'deleted';

export interface WishlistItemsTable {
  customer_id: string;
  sku: string;
  state: WishlistItemRowState;
  added_at: number;
  updated_at: number;
}

export interface ProductViewsTable {
  customer_id: string;
  base_product_no: string;
  viewed_at: number;
}

/**
 * Keyed by the shop session (X-SessionId): the shop's basket works logged out. A logged-in
 * customer's basket is keyed by their customer id too ('' for a guest's).
 */
export interface BasketItemsTable {
  session_id: string;
  customer_id: string;
  sku: string;
  quantity: number;
  updated_at: number;
}
