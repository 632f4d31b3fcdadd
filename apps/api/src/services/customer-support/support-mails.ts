import { localeOfCountry, serviceMailAddress, type SupportRequest } from '@account/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Customer } from '../../db/schema';
import { noteSupportMailSent } from '../../domain/service/support-requests';
import type { ServiceOptions } from '../service-options';
import { confirmationMail, serviceMail } from './mails/texts';

export type SupportMail = 'service' | 'confirmation';

/**
 * The request to the service address (Reply-To the customer) and the confirmation to the
 * customer, each sent after the request is stored and noted when it went out: a mail that fails
 * is logged and left for the resend (resend-support-mails.ts); the request itself is kept.
 */
export async function sendSupportMails(
  { db, mailer }: ServiceOptions,
  log: FastifyBaseLogger,
  request: SupportRequest,
  customer: Customer,
  which: readonly SupportMail[] = ['service', 'confirmation'],
): Promise<void> {
  const locale = localeOfCountry[customer.country_code];
  const sender = {
    firstName: customer.first_name,
    lastName: customer.last_name,
    customerNumber: customer.customer_number,
  };
  const mails = {
    service: {
      to: serviceMailAddress(locale),
      replyTo: request.email,
      kind: 'support-request',
      ...serviceMail(request, sender, locale),
    },
    confirmation: {
      to: request.email,
      kind: 'support-request-confirmation',
      ...confirmationMail(request, sender, locale),
    },
  };
  for (const mail of which) {
    try {
      await mailer.send(mails[mail]);
      await noteSupportMailSent(db, request.id, mail);
    } catch (error) {
      log.error({ err: error, kind: mails[mail].kind }, 'Sending a support request mail failed');
    }
  }
}
