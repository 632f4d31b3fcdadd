import { localeOfCountry, paths, usernameKind } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { issueOneTimeToken } from '../../../domain/tokens/one-time-tokens';
import { consumeAttempt, throttleKey } from '../../../auth/throttle';
import { loggedInOf } from '../../../auth/require-customer';
import { requireStepUp } from '../../../auth/step-up';
import { clearSessionCookies } from '../../../auth/session-cookies';
import type { Customer, Database } from '../../../db/schema';
import { normalizeEmail } from '../../../db/normalize-email';
import {
  confirmEmailChange,
  isEmailTaken,
  issueEmailChangeToken,
  issueEmailChangeUndoToken,
  undoEmailChange,
} from '../../../domain/customer/profile/email-change';
import { removePasskeysAndSocialLogins } from '../../../domain/customer/login/ways-in';
import { ApiError } from '../../../http/api-error';
import { redeemOr410 } from '../../newsletter/redemption-throttle';
import type { ServiceOptions } from '../../../service-options';
import { profileMailTexts } from '../../../domain/customer/mails/profile-texts';
import { sendLinkMail } from '../../../domain/customer/mails/send-link-mail';
import { sendMail } from '../../../domain/customer/mails/send-mail';
import { shopLink } from '../../../mail/shop-link';
import { catalogue } from '@account/contracts';
import { route } from '../../../http/catalogue-route';

const recipientOf = (customer: Customer) => ({
  firstName: customer.first_name,
  lastName: customer.last_name,
});

/**
 * Spec sections 4, 7 and 8. The new address takes effect only once the link mailed to it is
 * followed (double opt-in), so nobody can move an account to an address they do not own; the
 * old address is told that a change was requested, and once it took effect, gets a link that
 * undoes it (docs/decisions/025-mail-limits-and-e-mail-change-safety.md).
 */
export function changeEmailRoutes(app: FastifyInstance, options: ServiceOptions): void {
  const { db, config } = options;

  route(app, catalogue.customer.changeEmail, async (request) => {
    const body = request.body;
    const { customer } = loggedInOf(request);
    await requireStepUp(options, request, body.password, { alwaysPassword: true });

    const newEmail = body.new_email.trim();
    if (usernameKind(newEmail) !== 'email') throw new ApiError(400, 'EMAIL_INVALID');
    // The own address: nothing to change, and nothing the customer does not know already.
    if (normalizeEmail(newEmail) === customer.email_normalized)
      throw new ApiError(400, 'EMAIL_ALREADY_EXISTS');
    await consumeAttempt(db, [
      throttleKey(config, 'emailChangesPerAccount', customer.id),
      throttleKey(config, 'emailChangeMailsPerAddress', normalizeEmail(newEmail)),
      throttleKey(config, 'optInMailsPerAddress', normalizeEmail(newEmail)),
    ]);

    const locale = localeOfCountry[customer.country_code];
    const to = recipientOf(customer);
    await db.transaction().execute(async (trx) => {
      // An address of another account answers like a free one, so no account can test
      // addresses; its owner is told instead, and no link exists that could confirm it.
      if (await isEmailTaken(trx, newEmail)) {
        await sendMail(
          trx,
          newEmail,
          profileMailTexts.emailChangeToTakenAddress(locale, to),
          'email-change-taken',
        );
      } else {
        const token = await issueEmailChangeToken(trx, customer, newEmail, body.newsletter_opt_in);
        const link = shopLink(config, locale, paths.doi.emailChangeConfirm(), { token });
        await sendMail(
          trx,
          newEmail,
          profileMailTexts.emailChangeConfirm(locale, to, link),
          'email-change-confirm',
        );
      }
      await sendMail(
        trx,
        customer.email,
        profileMailTexts.emailChangeNotice(locale, to, newEmail),
        'email-change-notice',
      );
    });
    return { pendingEmail: newEmail };
  });

  route(app, catalogue.customer.verifyEmailChange, async (request) => {
    const { token } = request.body;
    // The move and the undo link to the old address commit together; an address taken
    // meanwhile rolls both back (also the link's use, which SQLite would otherwise keep).
    const outcome = await redeemOr410(options, request, () =>
      db.transaction().execute(async (trx) => {
        const result = await confirmEmailChange(trx, token);
        if (result.kind === 'invalid') return null;
        if (result.kind === 'taken') throw new ApiError(400, 'EMAIL_ALREADY_EXISTS');
        await mailUndoLink(trx, result.customer, result.previousEmail);
        return result;
      }),
    );
    return { email: outcome.customer.email };
  });

  /** ASVS 6.3.7: the old address learns of the change and can take the account back. */
  async function mailUndoLink(trx: Kysely<Database>, customer: Customer, previousEmail: string) {
    const locale = localeOfCountry[customer.country_code];
    const token = await issueEmailChangeUndoToken(trx, customer.id, previousEmail);
    await sendMail(
      trx,
      previousEmail,
      profileMailTexts.emailChanged(
        locale,
        recipientOf(customer),
        customer.email,
        shopLink(config, locale, paths.doi.emailChangeUndo(), { token }),
      ),
      'email-change-done',
    );
  }

  route(app, catalogue.customer.undoEmailChange, async (request, reply) => {
    const { token } = request.body;
    const outcome = await redeemOr410(options, request, () =>
      db.transaction().execute(async (trx) => {
        const result = await undoEmailChange(trx, token);
        if (result.kind === 'invalid') return null;
        if (result.kind === 'taken') throw new ApiError(400, 'EMAIL_ALREADY_EXISTS');
        // The undo exists for a takeover (issue 33): whatever way in the intruder added goes
        // without asking. The owner comes back through the mailed set-password link.
        await removePasskeysAndSocialLogins(trx, result.customer.id);
        // The password is gone: the restored address gets a link to set a new one.
        const setPassword = await issueOneTimeToken(trx, result.customer.id, 'set-password', {
          reason: 'RESET',
          origin: null,
          redirectUri: null,
        });
        await sendLinkMail(
          trx,
          config,
          result.customer,
          'passwordAfterEmailUndo',
          paths.login.setPassword(),
          { token: setPassword },
        );
        return result;
      }),
    );
    // Every session ended, this browser's too (if it had one).
    clearSessionCookies(reply, config.cookieSecure);
    return { email: outcome.customer.email };
  });
}
