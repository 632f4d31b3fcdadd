import type { RumHost } from './rum-host';

/**
 * Starts real-user monitoring for this page view, called by a host once its page is usable. The
 * page view is in the sample or not, once (the runtime configuration's rate); only a sampled one
 * loads the collector and web-vitals, in a chunk of their own when the browser is idle, so the
 * page's startup carries nothing but this function.
 */
let started = false;

export function startRum(host: RumHost, random: () => number = Math.random): void {
  // A page view is drawn once, however often its host reports it usable.
  if (started) return;
  started = true;
  if (random() >= (host.settings?.sampleRate ?? 0)) return;
  const collect = () => {
    import(/* webpackChunkName: "rum" */ './collector')
      .then(({ collect }) => collect(host))
      // A chunk that does not arrive costs this page view its reports, nothing else.
      .catch(() => undefined);
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(collect, { timeout: 5000 });
  else setTimeout(collect, 0);
}
