import type { RouteObject } from '@account/router';
import { creatorsHubPaths, paths } from '@account/contracts';
import { LeaveForHost, RemoteArea } from '@account/federation';
import { HubFrame } from '../layout/HubFrame';
import { LiveAndUpcomingPage } from '../pages/LiveAndUpcomingPage';
import { CreatorPage } from '../pages/CreatorPage';
import { HubNotFound } from '../pages/HubNotFound';
import { RequireAccountLogin } from './RequireAccountLogin';

/**
 * The hub's pages below its root (`/creators-hub`), and the followed-creators remote mounted as
 * the shell mounts it: a pathless layout route whose child is the remote's path, so the remote's
 * own <Routes> match the same paths under both hosts. The account's home (the remote's back
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
            <RemoteArea name="creators" />
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
