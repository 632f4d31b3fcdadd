import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorBody } from '@account/contracts';
import { installErrorBodies, type ErrorResponse } from '@account/server-errors';
import { DomainError, NotAllowed } from '../domain/domain-error';
import { ApiError } from './api-error';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable';
import { isUndeclaredErrorKey } from './declared-error-keys';

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
 * own body; a DomainError with the status of its kind; anything else as @account/server-errors
 * maps it (Fastify's client errors keep their status with BAD_REQUEST, the rest is logged and
 * answered without detail, so no stack trace or SQL leaves the server). Fastify's constructor
 * gets `errorBodyWithTraceIdOptions` for the errors it answers before any handler (see app.ts).
 *
 * A route answers only the error keys its declaration lists. Where every answer is checked
 * (`refuseUndeclaredKeys`: local runs and tests), another key fails the request with 500, so the
 * test that reaches it fails; elsewhere the customer gets the answer and the log the finding.
 */
export function installErrorHandling(app: FastifyInstance, refuseUndeclaredKeys: boolean): void {
  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send({ errorKey: 'NOT_FOUND' } satisfies ErrorBody);
  });

  installErrorBodies(app, (error, request) => {
    const own = ownAnswerOf(request, error);
    if (!own || !isUndeclaredErrorKey(request, own.body.errorKey)) return own;
    request.log.error(
      { err: error, errorKey: own.body.errorKey },
      'an error key the endpoint does not declare',
    );
    return refuseUndeclaredKeys
      ? { statusCode: 500, body: { errorKey: 'INTERNAL_SERVER_ERROR' } }
      : own;
  });
}

function ownAnswerOf(request: FastifyRequest, error: FastifyError): ErrorResponse | undefined {
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
    // The request's logger: the line carries its trace id.
    request.log.warn({ err: error }, 'the database is unreachable: answered 503');
    return {
      statusCode: 503,
      body: { errorKey: 'SERVICE_UNAVAILABLE' },
      headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
    };
  }
  return undefined;
}
