import { localeOfCountry, paths, usernameKind } from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Config } from '../../../config';
import { normalizeEmail } from '../../../db/normalize-email';
import type { Customer, Database } from '../../../db/schema';
import { shopLink } from '../../../mail/shop-link';
import { InvalidInput } from '../../domain-error';
import { issueOneTimeToken } from '../../tokens/one-time-tokens';
import { removePasskeysAndSocialLogins } from '../login/ways-in';
import { profileMailTexts } from '../mails/profile-texts';
import { sendLinkMail } from '../mails/send-link-mail';
import { sendMail } from '../mails/send-mail';
import {
  confirmEmailChange,
  isEmailTaken,
  issueEmailChangeToken,
  issueEmailChangeUndoToken,
  undoEmailChange,
} from './email-change';

// Spec sections 4, 7 and 8. The new address takes effect only once the link mailed to it is
// followed (double opt-in), so nobody can move an account to an address they do not own; the
// old address is told that a change was requested, and once it took effect, gets a link that
// undoes it (docs/decisions/025-mail-limits-and-e-mail-change-safety.md).

const recipientOf = (customer: Customer) => ({
  firstName: customer.first_name,
  lastName: customer.last_name,
});

/** The new address as typed, trimmed; refused when it is none or the account's own. */
export function newEmailOf(customer: Customer, typed: string): string {
  const newEmail = typed.trim();
  if (usernameKind(newEmail) !== 'email') throw new InvalidInput('EMAIL_INVALID');
  // The own address: nothing to change, and nothing the customer does not know already.
  if (normalizeEmail(newEmail) === customer.email_normalized)
    throw new InvalidInput('EMAIL_ALREADY_EXISTS');
  return newEmail;
}

/** Mails the confirmation link to the new address and the notice to the old one, together. */
export async function requestEmailChange(
  db: Kysely<Database>,
  config: Config,
  customer: Customer,
  newEmail: string,
  newsletterOptIn: boolean,
): Promise<void> {
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
      const token = await issueEmailChangeToken(trx, customer, newEmail, newsletterOptIn);
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
}

/** ASVS 6.3.7: the old address learns of the change and can take the account back. */
async function mailUndoLink(
  trx: Kysely<Database>,
  config: Config,
  customer: Customer,
  previousEmail: string,
): Promise<void> {
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

/**
 * The link of the new address followed: the account moves there. Null for a link that is not
 * (or no longer) valid; an address taken meanwhile is refused.
 */
export function completeEmailChange(
  db: Kysely<Database>,
  config: Config,
  token: string,
): Promise<Customer | null> {
  // The move and the undo link to the old address commit together; an address taken
  // meanwhile rolls both back (also the link's use, which SQLite would otherwise keep).
  return db.transaction().execute(async (trx) => {
    const result = await confirmEmailChange(trx, token);
    if (result.kind === 'invalid') return null;
    if (result.kind === 'taken') throw new InvalidInput('EMAIL_ALREADY_EXISTS');
    await mailUndoLink(trx, config, result.customer, result.previousEmail);
    return result.customer;
  });
}

/**
 * The undo link of the old address followed: the account moves back, loses its password and
 * every way in, and the restored address gets a link to set a new password. Null for a link
 * that is not (or no longer) valid.
 */
export function revertEmailChange(
  db: Kysely<Database>,
  config: Config,
  token: string,
): Promise<Customer | null> {
  return db.transaction().execute(async (trx) => {
    const result = await undoEmailChange(trx, token);
    if (result.kind === 'invalid') return null;
    if (result.kind === 'taken') throw new InvalidInput('EMAIL_ALREADY_EXISTS');
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
    return result.customer;
  });
}
