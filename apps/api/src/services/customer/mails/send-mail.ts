import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../../mail/mailer';
import type { MailText } from '../../../mail/texts';

/**
 * Sends a prepared mail without holding up the answer: the change it reports is already stored,
 * so a mail server that fails must not turn it into an error for the customer; the log learns.
 */
export function sendMail(
  mailer: Mailer,
  log: FastifyBaseLogger,
  to: string,
  { subject, text }: MailText,
  kind: string,
): void {
  mailer.send({ to, subject, text, kind }).catch((error: unknown) => {
    log.error({ err: error, kind }, 'Sending a mail failed');
  });
}
