// Which pre-rendered page (written by the build beside index.html, see docs/decisions/README.md) the
// shell answers for a page request. Anything else gets index.html and renders in the browser.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

// contracts is TypeScript loaded as CommonJS here, whose re-exports Node cannot name statically.
const { areaRoutes, CUSTOMER_NUMBER_COOKIE } = createRequire(import.meta.url)(
  '@account/contracts',
) as typeof import('@account/contracts');

/** The account area's protected paths below the root: the root itself, home, and the areas' own. */
const protectedPaths = [
  '',
  'home',
  ...Object.values(areaRoutes)
    .flat()
    .filter((route) => route.protected)
    .map((route) => route.path),
];

function isProtected(page: string): boolean {
  return protectedPaths.some((route) =>
    route.endsWith('/*')
      ? page === route.slice(0, -2) || page.startsWith(route.slice(0, -1))
      : page === route,
  );
}

function hasSession(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '')
    .split(';')
    .some((part) => part.trim().startsWith(`${CUSTOMER_NUMBER_COOKIE}=`));
}

interface PageRequest {
  /** Path below the account root, without query or trailing slash ('login', 'orders/4711'). */
  page: string;
  locale: string;
  cookie: string | undefined;
}

/**
 * `login.<locale>.html` for the login page of that shop. For a protected page requested with a
 * session (the customer-number cookie), what the browser's first render shows while the login
 * state is checked: the page's own (`home.<locale>.html`), else `account.<locale>.html`, the
 * shop's frame. A visitor without a session gets index.html there, since the browser sends them
 * to login at once.
 */
export function prerenderedPage(
  dist: string,
  { page, locale, cookie }: PageRequest,
): string | null {
  const protectedPage = isProtected(page);
  if (protectedPage && !hasSession(cookie)) return null;
  const candidates = [`${page}.${locale}.html`];
  if (protectedPage) candidates.push(`account.${locale}.html`);
  return (
    candidates.find(
      (file) => /^[a-z-]+\.[a-zA-Z-]+\.html$/.test(file) && existsSync(path.join(dist, file)),
    ) ?? null
  );
}
