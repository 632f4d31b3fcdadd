import { lazy, type ComponentType } from 'react';

/**
 * A named export loaded as its own chunk when first rendered, with its loader kept so it can be
 * fetched earlier (`prefetch`) — both use the same `import()`, so webpack loads it once. Called
 * at module level: a `lazy()` created during render would remount on every render.
 */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  const Component = lazy(() => load().then((module) => ({ default: module[name] })));
  return Object.assign(Component, { prefetch: load });
}
