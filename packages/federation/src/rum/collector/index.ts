import {
  addresses,
  RUM_BATCH_MAX,
  RUM_ERRORS_PER_PAGE_VIEW_MAX,
  type RumReport,
} from '@account/contracts';
import { apiConfig } from '@account/api-client';
import { pageOf, pathBelow } from './page-of';
import { onRemoteLoadFailure } from '../remote-load-failures';
import { versionOf } from './remote-versions';
import type { RumHost } from '../rum-host';
import { observeWebVitals, type WebVitalMeasurement } from './web-vitals';

type Measurement =
  WebVitalMeasurement | { kind: 'error'; name?: string } | { kind: 'remote_load_failure' };

/** An error class name a label may carry; anything else is reported without a name. */
const ERROR_NAME = /^[A-Za-z][A-Za-z0-9_$]{0,39}$/;

function errorName(error: unknown): string | undefined {
  if (error instanceof Error && ERROR_NAME.test(error.name)) return error.name;
  return undefined;
}

/**
 * A sampled page view's real-user monitoring (loaded by `startRum`): web vitals, uncaught errors
 * and failed remote loads are collected in memory, each with the remote owning the page (or the
 * failed one), its version and the route pattern, and sent as one batch (several past
 * RUM_BATCH_MAX) with sendBeacon when the page is hidden: nothing waits on the network, and a
 * page the customer closes still reports.
 */
export function collect(host: RumHost, observe: typeof observeWebVitals = observeWebVitals): void {
  let reports: RumReport[] = [];
  let errors = 0;

  function record(measurement: Measurement, remote?: string, pathname = location.pathname): void {
    if (measurement.kind === 'error' && ++errors > RUM_ERRORS_PER_PAGE_VIEW_MAX) return;
    const page = pageOf(pathBelow(host.basePath, pathname), host.host, host.hostPatterns);
    const owner = remote ?? page.remote;
    reports.push({
      ...measurement,
      remote: owner,
      version: versionOf(owner),
      template: page.template,
    });
  }

  function send(): void {
    const base = apiConfig().services.logging;
    if (reports.length === 0 || base === undefined) return;
    const url = `${base.replace(/\/$/, '')}${addresses.logging.vitals.path}`;
    for (let start = 0; start < reports.length; start += RUM_BATCH_MAX) {
      const batch = { shop: host.shop, reports: reports.slice(start, start + RUM_BATCH_MAX) };
      // A full beacon queue refuses (false): those reports are lost, the page is not held up.
      navigator.sendBeacon(url, new Blob([JSON.stringify(batch)], { type: 'application/json' }));
    }
    reports = [];
  }

  addEventListener('error', (event) => record({ kind: 'error', name: errorName(event.error) }));
  addEventListener('unhandledrejection', (event) =>
    record({ kind: 'error', name: errorName(event.reason) }),
  );
  // On window, in the bubbling phase: web-vitals hands over CLS and INP in its own (capturing)
  // listener of the same event, so they are in the batch when it is sent.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  addEventListener('pagehide', send);
  onRemoteLoadFailure((remote, pathname) =>
    record({ kind: 'remote_load_failure' }, remote, pathname),
  );
  observe((measurement) => record(measurement));
}
