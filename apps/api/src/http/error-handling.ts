import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorBody } from '@account/contracts';
import { ApiError } from './api-error';

/**
 * Every failure answers with `{ errorKey, detail?, customerCountryCode? }`. Fastify's own client
 * errors (malformed JSON, wrong content type, body too large) keep their status as BAD_REQUEST;
 * anything else is logged and answered without detail, so no stack trace or SQL leaves the server.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send({ errorKey: 'NOT_FOUND' } satisfies ErrorBody);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    const status = error.statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      return reply.code(status).send({ errorKey: 'BAD_REQUEST' } satisfies ErrorBody);
    }
    request.log.error(error);
    return reply.code(500).send({ errorKey: 'INTERNAL_SERVER_ERROR' } satisfies ErrorBody);
  });
}
