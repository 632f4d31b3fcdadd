import type { RouteObject } from '@account/router';
import { creatorsHubPaths, paths } from '@account/contracts';
import { LeaveForHost } from '@account/federation';
import { HubFrame } from '../layout/HubFrame';
import { LiveAndUpcomingPage } from '../pages/LiveAndUpcomingPage';
import { CreatorPage } from '../pages/CreatorPage';
import { HubNotFound } from '../pages/HubNotFound';
import { RequireAccountLogin } from './RequireAccountLogin';
import { FollowedCreatorsApp } from './FollowedCreatorsApp';

/**
 * The hub's pages below its root (`/creators-hub`), and the followed-creators remote's app
 * export, mounted as other teams' hosts mount it, at the path the account area gives the page. The account's home (the remote's back
 * link) belongs to the account area.
 */
export const routes: RouteObject[] = [
  {
    element: <HubFrame />,
    children: [
      { index: true, element: <LiveAndUpcomingPage /> },
      { path: creatorsHubPaths.creator.pattern, element: <CreatorPage /> },
      {
        element: (
          <RequireAccountLogin>
            <FollowedCreatorsApp />
          </RequireAccountLogin>
        ),
        children: [{ path: paths.creators.start.pattern }],
      },
      {
        path: paths.home.pattern,
        element: <LeaveForHost host="account" path={paths.home()} />,
      },
      { path: '*', element: <HubNotFound /> },
    ],
  },
];
