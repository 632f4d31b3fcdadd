import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '@account/contracts';
import { installErrorBodies } from '@account/server-errors';
import { DomainError, NotAllowed } from '../domain/domain-error';
import { ApiError } from './api-error';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable';

/** The one place a domain refusal becomes an HTTP status (domain code knows no HTTP). */
const DOMAIN_ERROR_STATUS: Record<DomainError['kind'], number> = {
  invalid: 400,
  'not-found': 404,
  conflict: 409,
  'not-allowed': 403,
  gone: 410,
};

/**
 * Every failure answers with `{ errorKey, detail?, customerCountryCode? }`: an ApiError with its
 * own body; a DomainError with the status of its kind; anything else as @account/server-errors maps it (Fastify's client errors keep their
 * status with BAD_REQUEST, the rest is logged and answered without detail, so no stack trace or
 * SQL leaves the server). Fastify's constructor gets `errorBodyServerOptions` for the errors it
 * answers before any handler (see app.ts).
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send({ errorKey: 'NOT_FOUND' } satisfies ErrorBody);
  });

  installErrorBodies(app, (error) => {
    if (error instanceof ApiError)
      return { statusCode: error.statusCode, body: error.body, headers: error.headers };
    if (error instanceof DomainError)
      return {
        statusCode: DOMAIN_ERROR_STATUS[error.kind],
        body: {
          errorKey: error.errorKey,
          ...(error.detail !== undefined && { detail: error.detail }),
          ...(error instanceof NotAllowed &&
            error.customerCountryCode && { customerCountryCode: error.customerCountryCode }),
        },
      };
    if (isDatabaseUnavailable(error)) {
      app.log.warn({ err: error }, 'the database is unreachable: answered 503');
      return {
        statusCode: 503,
        body: { errorKey: 'SERVICE_UNAVAILABLE' },
        headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
      };
    }
    return undefined;
  });
}
