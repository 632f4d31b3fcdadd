import http from 'node:http';
import type { ErrorBody } from '@account/contracts';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';

export interface ErrorResponse {
  statusCode: number;
  body: ErrorBody;
  /** Headers that belong to the error, e.g. Retry-After. */
  headers?: Record<string, string>;
}

/**
 * The answer to an error no route turned into its own error body: Fastify's (malformed JSON,
 * bad URL, body too large, unsupported media type), a proxy's, or a bug. The status stays, so
 * clients and monitoring still see 413 or 503; the body is the services' `{ errorKey }` and never
 * Fastify's message, which may quote the request or the server's internals.
 */
export function errorResponseOf(error: { statusCode?: number }): ErrorResponse {
  const status = error.statusCode;
  if (status === 404) return { statusCode: 404, body: { errorKey: 'NOT_FOUND' } };
  if (status !== undefined && status >= 400 && status < 500)
    return { statusCode: status, body: { errorKey: 'BAD_REQUEST' } };
  if (status !== undefined && status >= 500 && status < 600)
    return { statusCode: status, body: { errorKey: 'INTERNAL_SERVER_ERROR' } };
  return { statusCode: 500, body: { errorKey: 'INTERNAL_SERVER_ERROR' } };
}

/** Errors Fastify answers before any hook runs (FST_ERR_BAD_URL): the `frameworkErrors` option. */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { statusCode, body } = errorResponseOf(error);
  void reply.code(statusCode).send(body);
}

/**
 * Requests Node's HTTP parser refuses (malformed, headers too large, too slow) never reach
 * Fastify; this answers them on the socket, as Fastify's default does, with an error body.
 */
export const answerClientError: NonNullable<FastifyServerOptions['clientErrorHandler']> = (
  error,
  socket,
) => {
  const code = (error as { code?: string }).code;
  if (code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify(errorResponseOf({ statusCode: status }).body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
};

/** The constructor options both servers pass to Fastify. */
export const errorBodyServerOptions = {
  frameworkErrors: answerFrameworkError,
  clientErrorHandler: answerClientError,
} satisfies Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'>;

/**
 * Answers every error that reaches Fastify's error handler with `errorResponseOf`, after
 * `answerOwn` had the chance to answer the server's own errors (the API's ApiError). Server
 * errors are logged; client errors are the client's business.
 */
export function installErrorBodies(
  app: FastifyInstance,
  answerOwn: (error: FastifyError, request: FastifyRequest) => ErrorResponse | undefined = () =>
    undefined,
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const own = answerOwn(error, request);
    if (own)
      return reply
        .code(own.statusCode)
        .headers(own.headers ?? {})
        .send(own.body);
    const response = errorResponseOf(error);
    if (response.statusCode >= 500) request.log.error(error);
    return reply.code(response.statusCode).send(response.body);
  });
}
