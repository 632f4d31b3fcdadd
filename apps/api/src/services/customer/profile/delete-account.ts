import { localeOfCountry } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../../auth/require-customer';
import { endSessionInBrowser } from '../../../auth/session-cookies';
import { requireStepUp } from '../../../auth/step-up';
import { eraseCustomer } from '../../../domain/customer/erasure';
import type { ServiceOptions } from '../../../service-options';
import { profileMailTexts } from '../../../domain/customer/mails/profile-texts';
import { sendMail } from '../../../domain/customer/mails/send-mail';
import { catalogue } from '@account/contracts';
import { route } from '../../../http/catalogue-route';

/**
 * Spec sections 4 and 7: the customer deletes the account with the current password. Personal
 * data is erased across every table (domain/customers/erasure.ts), every session ends, and the
 * address gets a last mail saying so.
 */
export function deleteAccountRoute(app: FastifyInstance, options: ServiceOptions): void {
  const { db, config } = options;
  route(app, catalogue.customer.deleteAccount, async (request, reply) => {
    const { password } = request.body;
    const { customer } = loggedInOf(request);
    await requireStepUp(options, request, password, { alwaysPassword: true });
    const locale = localeOfCountry[customer.country_code];
    await db.transaction().execute(async (trx) => {
      await eraseCustomer(trx, customer);
      await sendMail(
        trx,
        customer.email,
        profileMailTexts.accountDeleted(locale, {
          firstName: customer.first_name,
          lastName: customer.last_name,
        }),
        'account-deleted',
        // Tied to the erased account: once sent, the outbox keeps nothing of it (issue 33).
        { customerId: customer.id },
      );
    });
    endSessionInBrowser(reply, config.cookieSecure);
    return {};
  });
}
