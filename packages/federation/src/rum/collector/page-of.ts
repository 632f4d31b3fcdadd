import { areaRoutes } from '@account/contracts';
import { matchPath } from '@account/router';

/** Who owns a page and its route pattern: what a report says instead of the address. */
export interface RumPage {
  /** The remote whose area the page is, else the host's own name. */
  remote: string;
  /** The route pattern below the root (`/orders/*`), never the path with its ids. */
  template: string;
}

/** The path below a host's root, which is what routes and the registry speak. */
export function pathBelow(basePath: string, pathname: string): string {
  const root = basePath.replace(/\/$/, '');
  if (!root || !pathname.startsWith(root)) return pathname;
  return pathname.slice(root.length) || '/';
}

/** A page no route names (a host's not-found page): one template for all of them. */
const ANY_OTHER_PAGE = '/*';

const matches = (pattern: string, path: string) =>
  matchPath({ path: `/${pattern}`, end: true }, path) !== null;

/**
 * The page of a path below the root: a remote's area by the registry's route table (as the host
 * routes it), else one of the host's own patterns, else any other page of the host.
 */
export function pageOf(
  relativePath: string,
  host: string,
  hostPatterns: readonly string[],
): RumPage {
  for (const [remote, routes] of Object.entries(areaRoutes)) {
    const route = routes.find(({ path }) => matches(path, relativePath));
    if (route) return { remote, template: `/${route.path}` };
  }
  const pattern = hostPatterns.find((candidate) => matches(candidate, relativePath));
  return { remote: host, template: pattern === undefined ? ANY_OTHER_PAGE : `/${pattern}` };
}
