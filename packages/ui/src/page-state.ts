/**
 * State the whole page shares whichever copy of @account/ui reads it. ui is not a singleton: a
 * remote may bring a newer minor than its host (Module Federation then loads both copies), so
 * the one live region, the home-tile slots and the page-change note live on the page, keyed by
 * name. Their shape is part of ui's stable API: changing it is a new major.
 */
export function pageState<T extends object>(key: string, create: () => T): T {
  const slot = Symbol.for(`@account/ui:${key}`);
  const page = globalThis as unknown as Record<symbol, T | undefined>;
  return (page[slot] ??= create());
}
