import { Route, Routes } from '@account/router';
import { paths } from '@account/contracts';
import { AreaNotFound } from '@account/ui';
import { NS, registerCatalogue } from './i18n';
import { OverviewPage } from './features/overview/components/OverviewPage';

// The remote's texts join the page's one i18next instance as soon as the module loads.
registerCatalogue();

/**
 * Paths relative to the account root, as registered by the host (contracts `areaRoutes`). Each
 * route shows the example page until the feature of that page replaces it.
 */
export default function WishlistRoot() {
  return (
    <Routes>
      <Route path={paths.wishlist.start.pattern} element={<OverviewPage />} />
      <Route path="*" element={<AreaNotFound ns={NS} to={paths.wishlist.start()} />} />
    </Routes>
  );
}
