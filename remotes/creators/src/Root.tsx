import { Route, Routes } from '@account/router';
import { paths } from '@account/contracts';
import { AreaNotFound } from '@account/ui';
import { NS, registerCatalogue } from './i18n';
import { FollowedCreatorsPage } from './features/followed-creators/components/FollowedCreatorsPage';

// The remote's texts join the page's one i18next instance as soon as the module loads.
registerCatalogue();

/**
 * Paths relative to the account root, as registered by the host (contracts `areaRoutes`). The
 * same build is mounted by the account area and by the creators hub (below `creators-hub/`):
 * every link is absolute from the root and the host's router adds its basename.
 */
export default function CreatorsRoot() {
  return (
    <Routes>
      <Route path={paths.creators.start.pattern} element={<FollowedCreatorsPage />} />
      <Route path="*" element={<AreaNotFound ns={NS} to={paths.creators.start()} />} />
    </Routes>
  );
}
