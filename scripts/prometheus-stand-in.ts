// Prometheus' instant-query API (GET /api/v1/query) for the tests of the release tools
// (canary-verdict.test.ts, release.test.ts): each query is recorded and answered with a vector
// of one series per `kind`, as `sum by (kind) (…)` answers, or with Prometheus' error answer.
// The deployed-mode e2e runs the real Prometheus (e2e/deployed/prometheus.ts).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The values by kind, or an error with Prometheus' status code. */
export type StandInAnswer = Record<string, number> | { status: number; error: string };

export interface PrometheusStandIn {
  /** The base URL of the query API, as `--prometheus` takes it. */
  url: string;
  /** Every query asked, in order. */
  queries: string[];
  close(): Promise<void>;
}

export async function startPrometheusStandIn(
  answer: (query: string) => StandInAnswer,
): Promise<PrometheusStandIn> {
  const queries: string[] = [];
  const server = http.createServer((request, response) => {
    const query = new URL(request.url!, 'http://prometheus').searchParams.get('query') ?? '';
    queries.push(query);
    const answered = answer(query);
    response.setHeader('content-type', 'application/json');
    if ('error' in answered && typeof answered.error === 'string') {
      response.statusCode = Number(answered.status);
      response.end(
        JSON.stringify({ status: 'error', errorType: 'bad_data', error: answered.error }),
      );
      return;
    }
    const result = Object.entries(answered).map(([kind, value]) => ({
      metric: { kind },
      value: [Date.now() / 1000, String(value)],
    }));
    response.end(JSON.stringify({ status: 'success', data: { resultType: 'vector', result } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    queries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
