import {
  addresses,
  RUM_BATCH_MAX,
  RUM_ERRORS_PER_PAGE_VIEW_MAX,
  type Locale,
  type RumReport,
  type RumSettings,
} from '@account/contracts';
import { apiConfig } from '@account/api-client';
import { pageOf, pathBelow } from './page-of';
import { versionOf } from './remote-versions';
import { observeWebVitals, type WebVitalMeasurement } from './web-vitals';

type Measurement =
  WebVitalMeasurement | { kind: 'error'; name?: string } | { kind: 'remote_load_failure' };

/** A measurement with where it happened; it is attributed once the host said who it is. */
interface Recorded {
  measurement: Measurement;
  pathname: string;
  /** The remote it is about, when not the page's (a failed load of another remote's tiles). */
  remote?: string;
}

/** What a host tells real-user monitoring at its start (docs/decisions/061). */
export interface RumHost {
  /** The runtime configuration's `rum`; absent, this page view reports nothing. */
  settings: RumSettings | undefined;
  shop: Locale;
  /** The host's name, for its own pages: `shell`, `creators-hub`. */
  host: string;
  /** The host's own route patterns below its root, so its pages report a pattern too. */
  hostPatterns: readonly string[];
  /** The host's root (`/dpl/av`, `/creators-hub`, `/`), which its routes do not see. */
  basePath: string;
}

export interface RumEnvironment {
  /** Decides whether this page view is in the sample. */
  random: () => number;
  /** Runs a task once the browser is idle (web-vitals is loaded then). */
  whenIdle: (task: () => void) => void;
  observeWebVitals: typeof observeWebVitals;
}

/** An error class name a label may carry; anything else is reported without a name. */
const ERROR_NAME = /^[A-Za-z][A-Za-z0-9_$]{0,39}$/;

function errorName(error: unknown): string | undefined {
  if (error instanceof Error && ERROR_NAME.test(error.name)) return error.name;
  return undefined;
}

const browser: RumEnvironment = {
  random: Math.random,
  whenIdle: (task) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(task, { timeout: 5000 })
      : setTimeout(task, 0),
  observeWebVitals,
};

/**
 * One page view's real-user monitoring: measurements are collected in memory and sent as one
 * batch (several past RUM_BATCH_MAX) with sendBeacon when the page is hidden, so nothing waits
 * on the network and a page closed by the customer still reports. Whether the page view reports
 * at all is decided once, at the start, by the configured sample rate; until then (the runtime
 * configuration is still loading) what happens is held, and dropped if the page is not sampled.
 */
export function createRum(environment: RumEnvironment = browser) {
  let state: 'waiting' | 'sampled' | 'off' = 'waiting';
  let host: RumHost | undefined;
  let held: Recorded[] = [];
  let reports: RumReport[] = [];
  let errors = 0;

  function attribute({ measurement, pathname, remote }: Recorded, by: RumHost): RumReport {
    const page = pageOf(pathBelow(by.basePath, pathname), by.host, by.hostPatterns);
    const owner = remote ?? page.remote;
    return { ...measurement, remote: owner, version: versionOf(owner), template: page.template };
  }

  function record(measurement: Measurement, remote?: string): void {
    if (state === 'off') return;
    if (measurement.kind === 'error' && ++errors > RUM_ERRORS_PER_PAGE_VIEW_MAX) return;
    const recorded = { measurement, pathname: window.location.pathname, remote };
    if (host) reports.push(attribute(recorded, host));
    else held.push(recorded);
  }

  function send(): void {
    const base = apiConfig().services.logging;
    if (!host || reports.length === 0 || base === undefined) return;
    const url = `${base.replace(/\/$/, '')}${addresses.logging.vitals.path}`;
    for (let start = 0; start < reports.length; start += RUM_BATCH_MAX) {
      const batch = { shop: host.shop, reports: reports.slice(start, start + RUM_BATCH_MAX) };
      // A full beacon queue refuses (false): those reports are lost, the page is not held up.
      navigator.sendBeacon(url, new Blob([JSON.stringify(batch)], { type: 'application/json' }));
    }
    reports = [];
  }

  function start(by: RumHost): void {
    if (state !== 'waiting') return;
    if (environment.random() >= (by.settings?.sampleRate ?? 0)) {
      state = 'off';
      held = [];
      return;
    }
    state = 'sampled';
    host = by;
    reports = held.map((recorded) => attribute(recorded, by));
    held = [];
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
    environment.whenIdle(() => environment.observeWebVitals((measurement) => record(measurement)));
  }

  return {
    start,
    remoteLoadFailed: (remote: string) => record({ kind: 'remote_load_failure' }, remote),
  };
}

const rum = createRum();

/** Starts real-user monitoring for this page view; a host calls it once its configuration is read. */
export const startRum = rum.start;

/** A remote that stayed unreachable: its area shows the notice instead (remote-fallbacks-plugin). */
export const reportRemoteLoadFailure = rum.remoteLoadFailed;
