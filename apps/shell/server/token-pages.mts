// Pages opened from mailed links carry a one-time token in the address. Until the page has
// dropped it (history.replaceState), any request the page makes to another site would carry
// the full URL as Referer; these pages send none at all.
const TOKEN_PAGES = [
  /^set-password$/,
  /^magic-link$/,
  /^light-user-set-password$/,
  /^login\/forgottenpassword\/[^/]+$/,
  /^login\/social\/link$/,
];

/** Whether a request URL (with the root path) is one of the token landing pages. */
export function isTokenPage(url: string, basePath: string): boolean {
  const root = basePath === '/' ? '/' : `${basePath}/`;
  const pathname = url.split('?')[0] ?? '';
  if (!pathname.startsWith(root)) return false;
  const below = pathname.slice(root.length).replace(/\/$/, '');
  return TOKEN_PAGES.some((page) => page.test(below));
}
