import { Route, Routes } from '@account/router';
import { paths } from '@account/contracts';
import { AreaNotFound } from '@account/ui';
import { isFlagOn } from '@account/config';
import { NS, registerCatalogue } from './i18n';
import { OverviewPage } from './features/overview/components/OverviewPage';
import { ProductHistoryPage } from './features/product-history/components/ProductHistoryPage';

// The remote's texts join the page's one i18next instance as soon as the module loads.
registerCatalogue();

/**
 * Paths relative to the account root, as registered by the host (contracts `areaRoutes`). Each
 * route shows the example page until the feature of that page replaces it.
 */
export default function ServiceRoot() {
  return (
    <Routes>
      <Route path={paths.service.referrals.pattern} element={<OverviewPage />} />
      <Route path={paths.service.contacts.pattern} element={<OverviewPage />} />
      {isFlagOn('myAccountHomeRedesign') && (
        <Route path={paths.service.productHistory.pattern} element={<ProductHistoryPage />} />
      )}
      <Route path="*" element={<AreaNotFound ns={NS} to={paths.service.referrals()} />} />
    </Routes>
  );
}
