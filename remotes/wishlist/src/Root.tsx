import { Route, Routes } from '@account/router';
import { paths } from '@account/contracts';
import { AreaNotFound, registerHomeTile } from '@account/ui';
import { NS, registerCatalogue } from './i18n';
import { WishlistPage } from './features/wishlist/components/WishlistPage';
import { WishlistCountTile } from './features/wishlist-count/components/WishlistCountTile';

// The remote's texts join the page's one i18next instance as soon as the module loads, and its
// tile fills the account home's slot (the home loads this module for it).
registerCatalogue();
registerHomeTile('wishlistCount', WishlistCountTile);

/** Paths relative to the account root, as registered by the host (contracts `areaRoutes`). */
export default function WishlistRoot() {
  return (
    <Routes>
      <Route path={paths.wishlist.start.pattern} element={<WishlistPage />} />
      <Route path="*" element={<AreaNotFound ns={NS} to={paths.wishlist.start()} />} />
    </Routes>
  );
}
