import { Route, Routes } from '@account/router';
import { paths } from '@account/contracts';
import { AreaNotFound } from '@account/ui';
import { NS, registerCatalogue } from './i18n';
import { FollowedCreatorsPage } from './features/followed-creators/components/FollowedCreatorsPage';

/** This build's version (package.json, plus REMOTE_BUILD_LABEL when set), from the webpack preset. */
declare const __REMOTE_BUILD__: string;

// The remote's texts join the page's one i18next instance as soon as the module loads.
registerCatalogue();

/**
 * Paths relative to the account root, as registered by the host (contracts `areaRoutes`). The
 * same build is mounted by the account area and by the creators hub (below `creators-hub/`):
 * every link is absolute from the root and the host's router adds its basename.
 */
export default function CreatorsRoot() {
  return (
    // Which build is live, readable in the page: a registry pointer change shows here at once.
    <div data-remote="creators" data-remote-build={__REMOTE_BUILD__}>
      <Routes>
        <Route path={paths.creators.start.pattern} element={<FollowedCreatorsPage />} />
        <Route path="*" element={<AreaNotFound ns={NS} to={paths.creators.start()} />} />
      </Routes>
    </div>
  );
}
