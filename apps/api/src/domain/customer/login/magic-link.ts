import { paths } from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Config } from '../../../config';
import type { Customer, Database } from '../../../db/schema';
import { issueOneTimeToken, redeemOneTimeToken } from '../../tokens/one-time-tokens';
import { findCustomerById } from '../customers';
import { confirmEmail } from '../email-confirmation';
import { sendLinkMail } from '../mails/send-link-mail';

/** Mails a one-time login link (spec sections 4 and 7), bound to the username the customer typed. */
export async function mailMagicLink(
  db: Kysely<Database>,
  config: Config,
  customer: Customer,
  username: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const token = await issueOneTimeToken(trx, customer.id, 'magic-link', { username });
    await sendLinkMail(trx, config, customer, 'magicLink', paths.login.magicLink(), { token });
  });
}

/**
 * Uses a login link up: the account and the username it was asked for, or null when the link
 * is not (or no longer) valid. Following the link proves the mailbox, so the address counts as
 * confirmed.
 */
export async function redeemMagicLink(
  db: Kysely<Database>,
  token: string,
): Promise<{ customer: Customer; username: string } | null> {
  const redeemed = await redeemOneTimeToken(db, token, ['magic-link']);
  const customer = redeemed && (await findCustomerById(db, redeemed.customerId));
  if (!redeemed || !customer) return null;
  await confirmEmail(db, customer.id);
  const username =
    typeof redeemed.data.username === 'string' ? redeemed.data.username : customer.email;
  return { customer, username };
}
