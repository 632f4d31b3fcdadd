import type { FastifyReply, FastifyRequest } from 'fastify';
import pretty from 'pino-pretty';
import { redactQuery } from './log-redaction';
import { OneEntryPerRequest } from './request-log';

/**
 * The log as a person at a terminal reads it (`pnpm start`): one line per entry, local time, no
 * process fields. Log collectors get JSON instead (LOG_FORMAT=json, the default outside local).
 */
export function humanLogStream(destination: NodeJS.WritableStream = process.stdout) {
  return pretty({
    destination,
    colorize: 'isTTY' in destination && destination.isTTY === true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,traceId',
    singleLine: true,
  });
}

/**
 * One line per answered request instead of Fastify's two (incoming, completed), with the query
 * redacted as in the JSON log: `GET /api/cs/user/login-state → 401 (1 ms)`. A failed answer keeps
 * Fastify's error entry with its stack.
 */
export class OneLinePerRequest extends OneEntryPerRequest {
  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error || this.isLogDisabled(request)) {
      super.requestCompleted(error, request, reply);
      return;
    }
    reply.log.info(
      `${request.method} ${redactQuery(request.url)} → ${reply.statusCode} (${Math.round(reply.elapsedTime)} ms)`,
    );
  }
}
