import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log entry per answered request instead of Fastify's two (incoming, completed): the request's
 * fields (method, redacted URL, host, address) beside its status and time, as an access log has
 * them. Every request paid for writing and serializing a second entry (pino was 1.5 % of an order
 * detail's CPU with two), and a collector need not join entries by request id.
 */
export class OneEntryPerRequest extends LogController {
  override incomingRequest(): void {}

  /** The answered 404 is logged with its query redacted; Fastify's line would log the raw URL. */
  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const entry = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...entry, err: error }, 'request errored');
    else reply.log.info(entry, 'request completed');
  }
}
