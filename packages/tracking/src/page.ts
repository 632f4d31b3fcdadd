/** The page's path without query or fragment: tokens and search terms stay out of the logs. */
export function currentPage(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  return window.location.pathname.slice(0, 200);
}
