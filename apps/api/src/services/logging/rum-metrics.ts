import { Counter, Histogram, register } from 'prom-client';
import { remoteNames, type RumBatch, type RumReport } from '@account/contracts';

/**
 * Real-user monitoring's series on prom-client's default registry, which the metrics port serves
 * (docs/decisions/061). Label values are bounded: a remote outside the known remotes and an
 * unknown version count as `unknown`, so a forged report cannot add a series per request.
 */

const UNKNOWN = 'unknown';

/**
 * One set of buckets for all four vitals: seconds for LCP, INP and TTFB, CLS's own unitless scale.
 * Each vital's "good" and "poor" thresholds are bucket edges (CLS 0.1/0.25, INP 0.2/0.5, TTFB
 * 0.8/1.8, LCP 2.5/4), so a dashboard reads the share of good page views exactly.
 */
const WEB_VITAL_BUCKETS = [
  0.01, 0.025, 0.05, 0.1, 0.2, 0.25, 0.5, 0.8, 1, 1.5, 1.8, 2.5, 3, 4, 6, 10, 20,
];

export const webVitals = new Histogram({
  name: 'account_rum_web_vital_seconds',
  help: 'Web vitals of real page views: LCP, INP and TTFB in seconds, CLS unitless',
  labelNames: ['remote', 'version', 'metric'] as const,
  buckets: WEB_VITAL_BUCKETS,
  registers: [register],
});

export const rumErrors = new Counter({
  name: 'account_rum_errors_total',
  help: 'Uncaught errors and failed remote loads in real page views',
  labelNames: ['remote', 'version', 'kind'] as const,
  registers: [register],
});

export const rumReports = new Counter({
  name: 'account_rum_reports_total',
  help: 'Real-user monitoring reports received, by shop',
  labelNames: ['shop'] as const,
  registers: [register],
});

const knownRemotes: ReadonlySet<string> = new Set(remoteNames);

/** The remote label: a known remote, else `unknown` (a host's own pages, a forged name). */
export function remoteLabel(name: string): string {
  return knownRemotes.has(name) ? name : UNKNOWN;
}

function record(report: RumReport): void {
  const remote = remoteLabel(report.remote);
  if (report.kind === 'web-vital') {
    const value = report.metric === 'CLS' ? report.value : report.value / 1000;
    webVitals.observe({ remote, version: report.version, metric: report.metric }, value);
  } else {
    rumErrors.inc({ remote, version: report.version, kind: report.kind });
  }
}

/** Turns a validated batch into series; nothing of it is stored. */
export function recordRumBatch(batch: RumBatch): void {
  rumReports.inc({ shop: batch.shop }, batch.reports.length);
  for (const report of batch.reports) record(report);
}
