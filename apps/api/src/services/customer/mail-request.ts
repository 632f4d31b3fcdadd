import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ThrottleRuleName } from '../../auth/auth-config';
import { consumeAttempt } from '../../auth/throttle';
import type { Customer } from '../../db/schema';
import { parseOrBadRequest } from '../../http/validation';
import type { ServiceOptions } from '../service-options';
import { ipKey, requireRecaptcha, throttleKey, type Guards } from './guards';

export interface MailRequest<S extends z.ZodType> {
  body: S;
  /** Limits per account (or per asked-for username when there is none) and per client address. */
  perAccount: ThrottleRuleName;
  perIp: ThrottleRuleName;
  /** The account the request is about, if any; `subject` is what the per-account limit counts without one. */
  recipient(body: z.output<S>): Promise<{ subject: string; customer: Customer | undefined }>;
  /** Issues the link and mails it; not called for unknown accounts. */
  send(
    customer: Customer,
    body: z.output<S>,
    request: FastifyRequest,
    subject: string,
  ): Promise<void>;
}

/**
 * The one guard of every call that makes the service mail a link (forgot password, magic link,
 * activation resend, social-login link): reCAPTCHA, limits per account and per address, and the
 * same empty 200 whether or not an account exists, so none of them tells who is a customer.
 */
export function mailRequestRoute<S extends z.ZodType>(
  app: FastifyInstance,
  { db, config }: ServiceOptions,
  guards: Guards,
  path: string,
  route: MailRequest<S>,
): void {
  app.post(path, async (request) => {
    const body = parseOrBadRequest(route.body, request.body);
    await requireRecaptcha(request, guards);
    const { subject, customer } = await route.recipient(body);
    await consumeAttempt(db, [
      throttleKey(config, route.perAccount, customer?.id ?? subject),
      ipKey(config, route.perIp, request),
    ]);
    if (customer) await route.send(customer, body, request, subject);
    return {};
  });
}
