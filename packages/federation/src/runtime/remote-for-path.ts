import { areaRoutes, type RemoteName } from '@account/contracts';
import { matchPath } from '@account/router';

/** The remote that owns a path relative to the account root, if any. */
export function remoteForPath(relativePath: string): RemoteName | null {
  for (const [name, routes] of Object.entries(areaRoutes)) {
    if (routes.some((route) => matchPath({ path: `/${route.path}`, end: true }, relativePath))) {
      return name as RemoteName;
    }
  }
  return null;
}
