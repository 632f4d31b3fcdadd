import { useEffect } from 'react';

/** Safari has no requestIdleCallback; a timeout (after the first paint) is the fallback. */
const whenIdle = (work: () => void, fallbackDelayMs: number) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, fallbackDelayMs);
  return () => clearTimeout(handle);
};

/**
 * Fetches the chunks of later steps once the browser is idle after the first render, so the
 * first step loads alone and the next one appears without waiting. One chunk per idle period:
 * starting a federated chunk resolves its shared modules first, and starting all ten at once
 * kept a phone's main thread busy for about 100 ms in one task (docs/performance.md). A failed
 * prefetch is left to the real load, which shows the area's error with a retry.
 */
export function usePrefetchWhenIdle(loaders: ReadonlyArray<() => Promise<unknown>>) {
  useEffect(() => {
    let next = 0;
    let cancel = () => {};
    const prefetchNext = () => {
      loaders[next++]?.().catch(() => undefined);
      if (next < loaders.length) cancel = whenIdle(prefetchNext, 0);
    };
    if (loaders.length > 0) cancel = whenIdle(prefetchNext, 1_000);
    return () => cancel();
  }, [loaders]);
}
