import { registerHomeTile } from '@account/ui';
import { registerCatalogue } from './i18n';
import { WishlistCountTile } from './features/wishlist-count/components/WishlistCountTile';

// Exposed as ./HomeTiles: the account home loads this module alone, not the area's pages.
registerCatalogue();
registerHomeTile('wishlistCount', WishlistCountTile);
