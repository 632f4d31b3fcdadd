import {
  AccountFlow,
  paths,
  safeRedirectTarget,
  SetPasswordReason,
  type SetPasswordResult,
} from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Config } from '../../../config';
import { inTransaction } from '../../../db/in-transaction';
import type { Customer, Database } from '../../../db/schema';
import {
  issueOneTimeToken,
  redeemOneTimeToken,
  type RedeemedToken,
  type TokenPurpose,
} from '../../tokens/one-time-tokens';
import { findCustomerById } from '../customers';
import { sendActivationMail } from '../mails/send-activation-mail';
import { sendLinkMail } from '../mails/send-link-mail';
import { mailWayInAdded } from '../mails/way-in-added';
import { replacePassword } from '../password-change';

/**
 * "Passwort vergessen": a link that sets a password, a reset for accounts that have one, the
 * first password for accounts created without (reason NEW_ACCOUNT); light accounts get their
 * activation mail again. The redirect is kept only when it points into one of the shops.
 */
export async function mailPasswordLink(
  db: Kysely<Database>,
  config: Config,
  customer: Customer,
  redirectUri: string | undefined,
): Promise<void> {
  if (customer.customer_type === 'LIGHT' && customer.password_hash === null) {
    await sendActivationMail({ db, config }, customer);
    return;
  }
  const target = safeRedirectTarget(redirectUri, Object.values(config.shopOrigins));
  const hasPassword = customer.password_hash !== null;
  await db.transaction().execute(async (trx) => {
    const token = await issueOneTimeToken(
      trx,
      customer.id,
      hasPassword ? 'password-reset' : 'set-password',
      {
        reason: hasPassword ? 'RESET' : 'NEW_ACCOUNT',
        origin: null,
        redirectUri: target === '/' ? null : target,
      },
    );
    await sendLinkMail(
      trx,
      config,
      customer,
      hasPassword ? 'passwordReset' : 'setPassword',
      paths.login.setPassword(),
      { token },
    );
  });
}

/** A mailed password link used up, with the account it belongs to. */
export interface RedeemedPasswordLink {
  link: RedeemedToken;
  customer: Customer;
}

/** Uses a password link up; null when it is not (or no longer) valid or its account is gone. */
export async function redeemPasswordLink(
  db: Kysely<Database>,
  token: string,
  purposes: readonly TokenPurpose[],
): Promise<RedeemedPasswordLink | null> {
  const link = await redeemOneTimeToken(db, token, purposes);
  const customer = link && (await findCustomerById(db, link.customerId));
  return link && customer ? { link, customer } : null;
}

/**
 * The new password of a used-up link. A mailed link proves the mailbox: the e-mail address
 * counts as confirmed from now on. The password and the mail that announces it (issue 33) commit
 * together. Returns the account as it is now (isHelloUser reads the password just set).
 */
export async function setPasswordByLink(
  db: Kysely<Database>,
  config: Config,
  customer: Customer,
  passwordHash: string,
  userAgent: string | null,
): Promise<Customer> {
  await inTransaction(db, async (trx) => {
    await replacePassword(trx, customer.id, passwordHash, { confirmsEmail: true });
    await mailWayInAdded(trx, config, customer, { kind: 'password', changed: false }, userAgent);
  });
  return (await findCustomerById(db, customer.id)) ?? customer;
}

/** Why the link was sent and where the customer goes next, as the answer names them. */
export function passwordLinkOutcome(
  link: RedeemedToken,
): Pick<SetPasswordResult, 'reason' | 'origin' | 'redirectUri'> {
  const reason = SetPasswordReason.safeParse(link.data.reason);
  const origin = AccountFlow.safeParse(link.data.origin);
  return {
    reason:
      link.purpose === 'account-activation'
        ? 'NEW_ACCOUNT'
        : reason.success
          ? reason.data
          : 'RESET',
    origin: origin.success ? origin.data : null,
    redirectUri: typeof link.data.redirectUri === 'string' ? link.data.redirectUri : null,
  };
}
