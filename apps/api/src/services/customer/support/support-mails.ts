import { localeOfCountry, serviceMailAddress, type SupportRequest } from '@account/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Customer } from '../../../db/schema';
import { noteSupportMailSent } from '../../../domain/customer/support/support-requests';
import type { ServiceOptions } from '../../../service-options';
import { confirmationMail, serviceMail } from './mails/texts';

export type SupportMail = 'service' | 'confirmation';

/**
 * The request to the service address (Reply-To the address typed in the form) and the
 * confirmation to the customer, each sent after the request is stored and noted when it went
 * out: a mail that fails is logged and left for the resend (resend-support-mails.ts); the
 * request itself is kept. The confirmation quotes the message, so it goes only to the account's
 * confirmed address, never to a typed one: the form must not mail text of anyone's choosing to
 * anyone in the shop's name. An account whose address was never confirmed gets no copy.
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
      to: customer.email,
      kind: 'support-request-confirmation',
      ...confirmationMail(request, sender, locale),
    },
  };
  for (const mail of which) {
    if (mail === 'confirmation' && customer.email_confirmed_at === null) {
      // Nothing to send, now or later: noted so the resend does not come back for it.
      await noteSupportMailSent(db, request.id, mail);
      continue;
    }
    try {
      await mailer.send(mails[mail]);
      await noteSupportMailSent(db, request.id, mail);
    } catch (error) {
      log.error({ err: error, kind: mails[mail].kind }, 'Sending a support request mail failed');
    }
  }
}
