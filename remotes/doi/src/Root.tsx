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
export default function DoiRoot() {
  return (
    <Routes>
      <Route path={paths.doi.newsletter.pattern} element={<OverviewPage />} />
      <Route path={paths.doi.stockReminder.pattern} element={<OverviewPage />} />
      <Route path={paths.doi.emailChange.pattern} element={<OverviewPage />} />
      <Route path={paths.doi.research.pattern} element={<OverviewPage />} />
      <Route path={paths.doi.unsubscribe.pattern} element={<OverviewPage />} />
      <Route path="*" element={<AreaNotFound ns={NS} to={paths.doi.newsletter()} />} />
    </Routes>
  );
}
