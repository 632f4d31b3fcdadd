import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import type { ErrorBody } from '@account/contracts';
import { errorBodyServerOptions, errorResponseOf } from '@account/server-errors';

/**
 * Every error answer's body carries the request's trace id (src/telemetry/trace-id.ts), so a
 * customer service agent can find the failed call from what the customer's browser received.
 * One hook for them all: refusals are answered by the error handler, the not-found handler,
 * Fastify's own error answers and a few guards that send their body themselves. Requests Node's
 * HTTP parser refuses never become requests and have no id.
 */
export function installTraceIdInErrors(app: FastifyInstance): void {
  app.addHook('preSerialization', (request, reply, payload: unknown, done) => {
    if (reply.statusCode < 400 || !isErrorBody(payload)) return done(null, payload);
    done(null, { ...payload, traceId: request.id });
  });
}

function isErrorBody(payload: unknown): payload is ErrorBody {
  return typeof payload === 'object' && payload !== null && 'errorKey' in payload;
}

/**
 * Fastify's constructor options for the errors it answers before any hook runs (a malformed URL):
 * @account/server-errors' answers, with the trace id.
 */
export const errorBodyWithTraceIdOptions = {
  ...errorBodyServerOptions,
  frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { statusCode, body } = errorResponseOf(error);
    void reply.code(statusCode).send({ ...body, traceId: request.id } satisfies ErrorBody);
  },
} satisfies Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'>;
