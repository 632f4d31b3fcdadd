import { getProducts, getRecentlyViewed } from '@account/api-client/products';
import type { Product } from '@account/contracts';
import { useAsync } from '@account/ui';

/** The last 6 products the customer viewed, most recent first (spec section 9). */
export function useProductHistory() {
  return useAsync(async (): Promise<Product[]> => {
    const { baseProductNos } = await getRecentlyViewed();
    const { products } = await getProducts(baseProductNos);
    return products;
  }, 'product-history');
}
