import { useEffect } from 'react';

/** Safari has no requestIdleCallback; a short timeout after the first paint is the fallback. */
const whenIdle = (work: () => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 1_000);
  return () => clearTimeout(handle);
};

/**
 * Fetches the chunks of later steps once the browser is idle after the first render, so the
 * first step loads alone and the next one appears without waiting. A failed prefetch is left to
 * the real load, which shows the area's error with a retry.
 */
export function usePrefetchWhenIdle(loaders: ReadonlyArray<() => Promise<unknown>>) {
  useEffect(
    () =>
      whenIdle(() => {
        for (const load of loaders) load().catch(() => undefined);
      }),
    [loaders],
  );
}
