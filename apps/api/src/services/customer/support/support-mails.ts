import { localeOfCountry, serviceMailAddress, type SupportRequest } from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Customer, Database } from '../../../db/schema';
import { enqueueMail } from '../../../mail/outbox';
import { confirmationMail, serviceMail } from './mails/texts';

/**
 * The request to the service address (Reply-To the address typed in the form) and the
 * confirmation to the customer, put into the outbox in the transaction that stores the request:
 * the outbox worker sends and retries them, so neither is lost when the mail server is down.
 * The confirmation quotes the message, so it goes only to the account's confirmed address,
 * never to a typed one: the form must not mail text of anyone's choosing to anyone in the
 * shop's name. An account whose address was never confirmed gets no copy.
 */
export async function sendSupportMails(
  db: Kysely<Database>,
  request: SupportRequest,
  customer: Customer,
): Promise<void> {
  const locale = localeOfCountry[customer.country_code];
  const sender = {
    firstName: customer.first_name,
    lastName: customer.last_name,
    customerNumber: customer.customer_number,
  };
  await enqueueMail(db, {
    to: serviceMailAddress(locale),
    replyTo: request.email,
    kind: 'support-request',
    ...serviceMail(request, sender, locale),
  });
  if (customer.email_confirmed_at === null) return;
  await enqueueMail(db, {
    to: customer.email,
    kind: 'support-request-confirmation',
    ...confirmationMail(request, sender, locale),
  });
}
