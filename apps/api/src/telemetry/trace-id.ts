import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { context, trace } from '@opentelemetry/api';

/** W3C Trace Context: version, trace id, parent span id, flags. */
const TRACEPARENT = /^[\da-f]{2}-([\da-f]{32})-[\da-f]{16}-[\da-f]{2}$/;
const INVALID_TRACE_ID = '0'.repeat(32);

/**
 * The request's id, in every log line of the request and every error answer (`traceId`): the id
 * of its trace, which a customer service agent looks up in the trace store and the log alike.
 * With tracing on it is the server span's (HTTP instrumentation makes it active before Fastify
 * sees the request). With tracing off it is the proxy's `traceparent` trace id when one came,
 * else a new one in the same format, so the log and the answers look the same either way.
 */
export function traceIdOf(request: IncomingMessage): string {
  const span = trace.getSpan(context.active());
  if (span) return span.spanContext().traceId;
  const traceparent = request.headers.traceparent;
  const incoming = typeof traceparent === 'string' && TRACEPARENT.exec(traceparent)?.[1];
  if (incoming && incoming !== INVALID_TRACE_ID) return incoming;
  return randomUUID().replaceAll('-', '');
}
