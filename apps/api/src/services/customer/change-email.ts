import {
  ChangeEmailRequest,
  EmailChangeVerifyRequest,
  REQUEST_SOURCE_HEADER,
  RequestSource,
  localeOfCountry,
  usernameKind,
  type EmailChangeRequested,
  type EmailChangeVerified,
} from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { assertNotThrottled, countEvent } from '../../auth/throttle';
import { loggedInOf } from '../../auth/require-customer';
import { normalizeEmail } from '../../domain/customers/customers';
import {
  confirmEmailChange,
  isEmailTaken,
  issueEmailChangeToken,
} from '../../domain/customers/email-change';
import { ApiError } from '../../http/api-error';
import { parseOrBadRequest } from '../../http/validation';
import type { ServiceOptions } from '../service-options';
import { assertCurrentPassword } from './current-password';
import { ipKey } from './guards';
import { profileMailTexts } from './mails/profile-texts';
import { sendMail } from './mails/send-mail';
import { shopLink } from './mails/shop-link';

/**
 * Spec sections 4, 7 and 8. The new address takes effect only once the link mailed to it is
 * followed (double opt-in), so nobody can move an account to an address they do not own; the
 * old address is told that a change was requested.
 */
export function changeEmailRoutes(app: FastifyInstance, options: ServiceOptions): void {
  const { db, config, mailer } = options;

  app.post(
    '/user/change-email',
    { preHandler: app.requireCustomer },
    async (request): Promise<EmailChangeRequested> => {
      const body = parseOrBadRequest(ChangeEmailRequest, request.body);
      parseOrBadRequest(RequestSource, request.headers[REQUEST_SOURCE_HEADER]);
      const { customer } = loggedInOf(request);
      await assertCurrentPassword(options, request, customer, body.password);

      const newEmail = body.new_email.trim();
      if (usernameKind(newEmail) !== 'email') throw new ApiError(400, 'EMAIL_INVALID');
      // The own address counts as taken too: there is nothing to change.
      if (
        normalizeEmail(newEmail) === customer.email_normalized ||
        (await isEmailTaken(db, newEmail))
      )
        throw new ApiError(400, 'EMAIL_ALREADY_EXISTS');

      const token = await issueEmailChangeToken(db, customer, newEmail, body.newsletter_opt_in);
      const locale = localeOfCountry[customer.country_code];
      const to = { firstName: customer.first_name, lastName: customer.last_name };
      const link = shopLink(config, locale, 'email-change/confirm-doi', { token });
      sendMail(
        mailer,
        request.log,
        newEmail,
        profileMailTexts.emailChangeConfirm(locale, to, link),
        'email-change-confirm',
      );
      sendMail(
        mailer,
        request.log,
        customer.email,
        profileMailTexts.emailChangeNotice(locale, to, newEmail),
        'email-change-notice',
      );
      return { pendingEmail: newEmail };
    },
  );

  app.post('/user/change-email/doi/verify', async (request): Promise<EmailChangeVerified> => {
    const { token } = parseOrBadRequest(EmailChangeVerifyRequest, request.body);
    const ipThrottle = ipKey(config, 'tokenRedemptionsPerIp', request);
    await assertNotThrottled(db, [ipThrottle]);
    const outcome = await confirmEmailChange(db, token);
    if (outcome.kind === 'invalid') {
      await countEvent(db, [ipThrottle]);
      throw new ApiError(410, 'TOKEN_INVALID');
    }
    if (outcome.kind === 'taken') throw new ApiError(400, 'EMAIL_ALREADY_EXISTS');
    return { email: outcome.customer.email };
  });
}
