import { API_PREFIX } from '@account/contracts';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { BatchSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { withoutPersonalData, withoutQueryValues } from './span-redaction';
import { markTracingStarted } from './tracing-state';

/**
 * The probes of load balancers and compose (src/services/health.ts): every few seconds per
 * instance, a trace each would bury the customers' requests.
 */
const PROBES = new Set([`${API_PREFIX}/health`, `${API_PREFIX}/ready`]);

/** Sends the spans still waiting and stops recording. */
export interface Tracing {
  shutdown(): Promise<void>;
}

/** What the traces are filed under unless OTEL_SERVICE_NAME says otherwise. */
const SERVICE_NAME = 'account-api';

/**
 * Starts OpenTelemetry with the API's instrumentation: incoming HTTP (the server span continues
 * the proxy's `traceparent`), Fastify's hooks and handlers, and node-postgres'
 * connections and queries. The SQL spans of both dialects are the database's own
 * (src/db/traced-dialect.ts). Must run before `pg` is loaded, which the instrumentation patches
 * when it is required; Fastify is instrumented through its diagnostics channel.
 */
export function startTracing(spanProcessors: SpanProcessor[]): Tracing {
  const instrumentations = [
    new HttpInstrumentation({
      startIncomingSpanHook: withoutPersonalData,
      ignoreIncomingRequestHook: (request) => PROBES.has(request.url ?? ''),
      // The API's own calls out (social login, reCAPTCHA) go through fetch, not node:http.
      disableOutgoingRequestInstrumentation: true,
    }),
    new FastifyOtelInstrumentation({
      registerOnInitialization: true,
      ignorePaths: ({ url }) => PROBES.has(url),
      // The request and its handler: a span for each of the ~10 hooks a request passes nearly
      // doubled the API's CPU per request (docs/decisions/059-traces.md); a hook's queries are
      // still spans of the request.
      instrumentHooks: false,
      // An exception's message may quote what the customer sent; the span keeps its status.
      recordExceptions: false,
      // The request span gets the path as it came; ours keeps the query's names only.
      requestHook: (span, request) => span.setAttributes(withoutQueryValues(request)),
    }),
    // Background jobs (the outbox worker) query every few seconds: only a request's queries.
    new PgInstrumentation({ requireParentSpan: true, enhancedDatabaseReporting: false }),
  ];
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? SERVICE_NAME,
    spanProcessors,
    // Traces only: metrics are Prometheus' (prom-client), and the log stays pino's JSON on stdout.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations,
  });
  sdk.start();
  markTracingStarted();
  return {
    async shutdown() {
      await sdk.shutdown();
      // Fastify instances created later (other test files of the process) stay as they are.
      for (const instrumentation of instrumentations) instrumentation.disable();
    },
  };
}

/**
 * Traces go to OTEL_EXPORTER_OTLP_ENDPOINT (OTLP over HTTP) when it is set; without it nothing
 * of OpenTelemetry is started, so the API pays nothing for it. Sampling, headers and timeouts
 * follow the standard OTEL_* variables (README, "Operating it").
 */
export function startTracingFromEnvironment(env: NodeJS.ProcessEnv): Tracing | undefined {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()) return undefined;
  return startTracing([new BatchSpanProcessor(new OTLPTraceExporter())]);
}
