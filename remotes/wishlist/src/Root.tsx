import { Route, Routes } from '@account/router';
import { paths } from '@account/contracts';
import { AreaNotFound } from '@account/ui';
import { NS, registerCatalogue } from './i18n';
import { WishlistPage } from './features/wishlist/components/WishlistPage';

// The remote's texts join the page's one i18next instance as soon as the module loads.
registerCatalogue();

/** Paths relative to the account root, as registered by the host (contracts `areaRoutes`). */
export default function WishlistRoot() {
  return (
    <Routes>
      <Route path={paths.wishlist.start.pattern} element={<WishlistPage />} />
      <Route path="*" element={<AreaNotFound ns={NS} to={paths.wishlist.start()} />} />
    </Routes>
  );
}
