import { AccountFlow, SetPasswordReason, type SetPasswordResult } from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Config } from '../../../config';
import { inTransaction } from '../../../db/in-transaction';
import type { Customer, Database } from '../../../db/schema';
import {
  redeemOneTimeToken,
  type RedeemedToken,
  type TokenPurpose,
} from '../../tokens/one-time-tokens';
import { findCustomerById } from '../customers';
import { mailWayInAdded } from '../mails/way-in-added';
import { replacePassword } from '../password-change';

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
