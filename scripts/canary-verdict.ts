// Whether a canary fails its customers more than the stable version does, from the customers'
// view (RUM) in Prometheus: `account_rum_errors_total{remote, version, kind}` counts uncaught
// errors (`kind="error"`) and failed remote loads (`kind="remote_load_failure"`) per version.

/** The kinds of failure compared, each on its own: a canary may only fail to load. */
export const FAILURE_KINDS = ['error', 'remote_load_failure'] as const;
export type Failures = Record<(typeof FAILURE_KINDS)[number], number>;

interface Measure {
  remote: string;
  version: string;
  /** Every version but `version`. */
  others?: boolean;
  window: string;
}

interface PrometheusAnswer {
  status: 'success' | 'error';
  error?: string;
  data: { result: Array<{ metric: Record<string, string>; value: [number, string] }> };
}

/**
 * Failures per kind of one remote over `window` (a Prometheus duration, "10m"), of one version
 * (`version="1.5.0"`) or of every other (`version!="1.5.0"`: the stable version, whatever it
 * reports, and visitors who loaded it before the canary started).
 * `prometheus` is the base URL of Prometheus' HTTP API.
 */
export async function failuresOf(
  prometheus: string,
  { remote, version, others = false, window }: Measure,
): Promise<Failures> {
  // JSON's string escapes are PromQL's: a quote in a version cannot end the matcher.
  const selector = `remote=${JSON.stringify(remote)},version${others ? '!=' : '='}${JSON.stringify(version)}`;
  const query = `sum by (kind) (increase(account_rum_errors_total{${selector}}[${window}]))`;
  const url = new URL('api/v1/query', prometheus.endsWith('/') ? prometheus : `${prometheus}/`);
  url.searchParams.set('query', query);
  const response = await fetch(url);
  const answer = (await response.json().catch(() => null)) as PrometheusAnswer | null;
  if (!response.ok || answer?.status !== 'success')
    throw new Error(`Prometheus answered ${response.status} to ${query}: ${answer?.error ?? ''}`);
  const counts: Failures = { error: 0, remote_load_failure: 0 };
  for (const { metric, value } of answer.data.result)
    if (metric.kind && metric.kind in counts)
      counts[metric.kind as keyof Failures] = Number(value[1]);
  return counts;
}

/**
 * Rolls back when, for a kind, the canary has at least `minimum` failures in the window and, per
 * percent of visitors it serves, more than `threshold` times the stable version's. The hash sends
 * `share` % of visitors to the canary, so failures per percent compare the versions without a
 * count of page views per version. `minimum` keeps a single unlucky visitor from rolling back.
 */
export function canaryVerdict({
  canary,
  stable,
  share,
  threshold,
  minimum,
  window,
}: {
  canary: Failures;
  stable: Failures;
  share: number;
  threshold: number;
  minimum: number;
  window: string;
}): { rollBack: boolean; reason: string } {
  const reasons: string[] = [];
  for (const kind of FAILURE_KINDS) {
    const canaryRate = canary[kind] / share;
    const stableRate = share >= 100 ? 0 : stable[kind] / (100 - share);
    if (canary[kind] >= minimum && canaryRate > threshold * stableRate)
      reasons.push(
        `${kind}: ${count(canary[kind])} on the canary (${share} % of visitors) against ${count(stable[kind])} on the stable version in ${window}, ` +
          `${format(canaryRate)} against ${format(stableRate)} per percent of visitors (limit: ${threshold} times)`,
      );
  }
  return reasons.length
    ? { rollBack: true, reason: `rolled back by release --watch: ${reasons.join('; ')}` }
    : {
        rollBack: false,
        reason: `within the limit in ${window}: canary ${describe(canary)}, stable ${describe(stable)}`,
      };
}

const format = (rate: number) => rate.toFixed(2);
/** Prometheus' increase() extrapolates to the window's edges; a tenth is all a reader needs. */
const count = (failures: number) => String(Math.round(failures * 10) / 10);
const describe = (counts: Failures) =>
  FAILURE_KINDS.map((kind) => `${count(counts[kind])} ${kind}`).join(', ');
