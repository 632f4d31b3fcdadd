import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * False while React hydrates the pre-rendered login page (whose HTML knows no query string),
 * true from then on and in every render in the browser: what depends on the address's query
 * renders after hydration, which then matches the pre-rendered markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
