import { servicePrefixes, type CatalogueService } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { Histogram } from 'prom-client';

/** Every URL no route matched counts as this one route: probing URLs adds no label values. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * From a fast cached read (about 1 ms) to a slow export; the order history's SLO threshold
 * (docs/slo.md, 0.5 s) is a bucket boundary, so its p99 is read without interpolation across it.
 */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const requestDuration = new Histogram({
  name: 'account_api_request_duration_seconds',
  help: 'Time from request to answer, by service, route template, method and status code.',
  labelNames: ['service', 'route', 'method', 'status_code'] as const,
  buckets: LATENCY_BUCKETS,
});

/** The longest prefix first: `/api/cs/…` belongs to customer, not to health's bare `/api`. */
const prefixesLongestFirst = (Object.entries(servicePrefixes) as [CatalogueService, string][]).sort(
  ([, a], [, b]) => b.length - a.length,
);

/** A route's service, looked up once per route template. */
const serviceOfRoute = new Map<string, string>();
function serviceOf(route: string): string {
  let service = serviceOfRoute.get(route);
  if (service === undefined) {
    service =
      prefixesLongestFirst.find(
        ([, prefix]) => route === prefix || route.startsWith(`${prefix}/`),
      )?.[0] ?? 'none';
    serviceOfRoute.set(route, service);
  }
  return service;
}

/**
 * One synchronous onResponse hook per answer: the route's template (`request.routeOptions.url`,
 * never the URL with its ids), so the label values are as many as the routes. Fastify's
 * `reply.elapsedTime` is the time since the request arrived.
 */
export function installHttpMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    requestDuration.observe(
      {
        service: route === UNMATCHED_ROUTE ? 'none' : serviceOf(route),
        route,
        method: request.method,
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
