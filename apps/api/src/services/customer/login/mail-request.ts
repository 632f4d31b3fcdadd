import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ThrottleRuleName } from '../../../auth/auth-config';
import { consumeAttempt, ipKey, throttleKey } from '../../../auth/throttle';
import type { Customer } from '../../../db/schema';
import type { Endpoint } from '@account/contracts';
import { route, type CatalogueHandler } from '../../../http/catalogue-route';
import type { ServiceOptions } from '../../../service-options';
import { requireRecaptcha, type Guards } from './guards';

/** A call that mails a link: its body is all it takes, its answer is `{}`. */
type MailEndpoint = Endpoint & { body: z.ZodType };

export interface MailRequest<S extends z.ZodType> {
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
export function mailRequestRoute<E extends MailEndpoint>(
  app: FastifyInstance,
  { db, config }: ServiceOptions,
  guards: Guards,
  endpoint: E,
  mail: MailRequest<E['body']>,
): void {
  // A handler over any mail endpoint: its body type is known only as the endpoint's schema.
  const handler = async (request: FastifyRequest) => {
    const body = request.body as z.output<E['body']>;
    await requireRecaptcha(request, guards);
    const { subject, customer } = await mail.recipient(body);
    await consumeAttempt(db, [
      throttleKey(config, mail.perAccount, customer?.id ?? subject),
      ipKey(config, mail.perIp, request),
    ]);
    if (customer) await mail.send(customer, body, request, subject);
    return {};
  };
  route(app, endpoint, handler as unknown as CatalogueHandler<E>);
}
