import type { DeepPartial } from '@account/i18n';
import type { WishlistCatalogue } from './de-DE';

/** Only what Swiss customers read differently; Swiss texts never contain "ß". */
export const wishlist: DeepPartial<WishlistCatalogue> = {
  item: { dimension: { SIZE: 'Grösse' } },
};
