import type { DeepPartial } from '@account/i18n';
import type { WishlistCatalogue } from './de-DE';

/** Only what Austrian customers read differently. */
export const wishlist: DeepPartial<WishlistCatalogue> = {};
