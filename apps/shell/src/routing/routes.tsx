import { Navigate, Outlet, type RouteObject } from '@account/router';
import { areaRoutes, type RemoteName, paths } from '@account/contracts';
import { RemoteArea } from '@account/federation';
import { Frame } from '../layout/Frame';
import { MyAccountLayout } from '../layout/MyAccountLayout';
import { MainContent } from '../layout/MainContent';
import { RequireLogin } from './RequireLogin';
import { LeaveForCreatorsHub } from './LeaveForCreatorsHub';
import { Home } from '../pages/home/Home';
import { NotFound } from '../pages/NotFound';
import { UnderConstruction } from '../pages/UnderConstruction';
import { PostLogout } from '../pages/PostLogout';
import { CatalogueRoute } from '../dev/CatalogueRoute';
import { ContentPage } from '../pages/content/ContentPage';

/**
 * One pathless layout route per remote, with the remote's top-level paths as children: the
 * remote's own <Routes> then match below the account root, the same paths the host registered.
 */
function areas(protectedRoutes: boolean): RouteObject[] {
  return Object.entries(areaRoutes)
    .map(([name, routes]) => ({
      name: name as RemoteName,
      paths: routes
        .filter((route) => route.protected === protectedRoutes)
        .map((route) => route.path),
    }))
    .filter(({ paths }) => paths.length > 0)
    .map(({ name, paths }) => ({
      element: <RemoteArea key={name} name={name} />,
      children: paths.map((path) => ({ path })),
    }));
}

export const routes: RouteObject[] = [
  {
    element: <Frame />,
    children: [
      {
        element: <MainContent />,
        children: [
          ...areas(false),
          { path: paths.postLogout.pattern, element: <PostLogout /> },
          { path: paths.underConstruction.pattern, element: <UnderConstruction /> },
          { path: paths.pageNotFound.pattern, element: <NotFound /> },
          { path: paths.content.pattern, element: <ContentPage /> },
          { path: paths.componentCatalogue.pattern, element: <CatalogueRoute /> },
          { path: paths.creatorsHub.pattern, element: <LeaveForCreatorsHub /> },
          { path: '*', element: <NotFound /> },
        ],
      },
      {
        // The layout is there from the first paint; each page once the login state is known.
        element: <MyAccountLayout />,
        children: [
          {
            path: paths.home.pattern,
            element: (
              <RequireLogin rendersWhileChecking>
                <Home />
              </RequireLogin>
            ),
          },
          {
            element: (
              <RequireLogin>
                <Outlet />
              </RequireLogin>
            ),
            children: [
              { index: true, element: <Navigate to={paths.home()} replace /> },
              ...areas(true),
            ],
          },
        ],
      },
    ],
  },
];
