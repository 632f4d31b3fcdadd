import { catalogue } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { loggedInOf } from '../../../auth/require-customer';
import { clearSessionCookies } from '../../../auth/session-cookies';
import { requireStepUp } from '../../../auth/step-up';
import { consumeAttempt, throttleKey } from '../../../auth/throttle';
import { normalizeEmail } from '../../../db/normalize-email';
import {
  completeEmailChange,
  newEmailOf,
  requestEmailChange,
  revertEmailChange,
} from '../../../domain/customer/profile/change-email';
import { route } from '../../../http/catalogue-route';
import type { ServiceOptions } from '../../../service-options';
import { redeemOr410 } from '../../newsletter/redemption-throttle';

/**
 * Spec sections 4, 7 and 8: the e-mail change, its confirmation by the new address and its undo
 * by the old one (domain/customer/profile/change-email.ts). The request needs the password and
 * counts against the account and the new address; a dead link counts against the client's.
 */
export function changeEmailRoutes(app: FastifyInstance, options: ServiceOptions): void {
  const { db, config } = options;

  route(app, catalogue.customer.changeEmail, async (request) => {
    const body = request.body;
    const { customer } = loggedInOf(request);
    await requireStepUp(options, request, body.password, { alwaysPassword: true });
    const newEmail = newEmailOf(customer, body.new_email);
    await consumeAttempt(db, [
      throttleKey(config, 'emailChangesPerAccount', customer.id),
      throttleKey(config, 'emailChangeMailsPerAddress', normalizeEmail(newEmail)),
      throttleKey(config, 'optInMailsPerAddress', normalizeEmail(newEmail)),
    ]);
    await requestEmailChange(db, config, customer, newEmail, body.newsletter_opt_in);
    return { pendingEmail: newEmail };
  });

  route(app, catalogue.customer.verifyEmailChange, async (request) => {
    const customer = await redeemOr410(options, request, () =>
      completeEmailChange(db, config, request.body.token),
    );
    return { email: customer.email };
  });

  route(app, catalogue.customer.undoEmailChange, async (request, reply) => {
    const customer = await redeemOr410(options, request, () =>
      revertEmailChange(db, config, request.body.token),
    );
    // Every session ended, this browser's too (if it had one).
    clearSessionCookies(reply, config.cookieSecure);
    return { email: customer.email };
  });
}
