import { addCatalogue, type Catalogue } from '@account/i18n';
import { wishlist as de } from './de-DE';
import { wishlist as at } from './de-AT';
import { wishlist as ch } from './de-CH';
import type { WishlistCatalogue } from './de-DE';

export const NS = 'wishlist';
export const catalogue: Catalogue<WishlistCatalogue> = { 'de-DE': de, 'de-AT': at, 'de-CH': ch };

export function registerCatalogue(): void {
  addCatalogue(NS, catalogue);
}
