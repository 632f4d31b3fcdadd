import { SocialProvider, paths, type Locale } from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Config } from '../../../config';
import { inTransaction } from '../../../db/in-transaction';
import { normalizeEmail } from '../../../db/normalize-email';
import type { Customer, Database } from '../../../db/schema';
import { Conflict, Gone } from '../../domain-error';
import {
  findOneTimeToken,
  issueOneTimeToken,
  redeemOneTimeToken,
  type RedeemedToken,
} from '../../tokens/one-time-tokens';
import { hashToken } from '../../tokens/tokens';
import { findCustomerById } from '../customers';
import { confirmEmail } from '../email-confirmation';
import { sendLinkMail } from '../mails/send-link-mail';
import { mailSocialSignUpConfirmation } from '../mails/social-sign-up-confirmation';
import { assertCountryOfShop } from './country-rule';
import { linkProviderLogin } from './link-provider-login';
import { findSocialSignUp, redeemSocialSignUp, type SocialSignUp } from './social-sign-ups';

// After SOCIAL_LOGIN_LINK_REQUIRED the existing account proves it is the customer's, by its
// password or by a link mailed to its address that works only in the browser that asked for it;
// issue 24's provider without e-mail links through the sign-up token instead.

/** Where the linking request comes from: the shop it was made in and the browser. */
export interface LinkOrigin {
  shop: Locale;
  userAgent: string | null;
}

/** The provider account a link token names; anything else in it means the token is not ours. */
function providerAccountOf(token: RedeemedToken): { provider: SocialProvider; subject: string } {
  const provider = SocialProvider.safeParse(token.data.provider);
  const subject = token.data.subject;
  if (!provider.success || typeof subject !== 'string') throw new Gone();
  return { provider: provider.data, subject };
}

/**
 * Links the provider account of a used-up proof to the proven account. The caller opens the
 * session in the same transaction, so whatever fails leaves the proof usable.
 */
async function linkProvenAccount(
  trx: Kysely<Database>,
  config: Config,
  customer: Customer,
  token: RedeemedToken,
  origin: LinkOrigin,
): Promise<SocialProvider> {
  // The country rule of every login, only now that the account is proven.
  assertCountryOfShop(customer, origin.shop);
  const { provider, subject } = providerAccountOf(token);
  await linkProviderLogin(trx, config, origin.userAgent, provider, subject, customer);
  return provider;
}

/** The account a pending link token waits for; the token is not ours without one. */
export async function pendingLinkAccountOf(
  db: Kysely<Database>,
  linkToken: string,
): Promise<Customer | undefined> {
  const pending = await findOneTimeToken(db, linkToken, ['social-link-pending']);
  return pending ? findCustomerById(db, pending.customerId) : undefined;
}

/** The account proved itself by its password: the pending link token is used up and linked. */
export async function linkByPassword(
  trx: Kysely<Database>,
  config: Config,
  customer: Customer,
  linkToken: string,
  origin: LinkOrigin,
): Promise<SocialProvider> {
  const redeemed = await redeemOneTimeToken(trx, linkToken, ['social-link-pending']);
  if (!redeemed) throw new Gone();
  return linkProvenAccount(trx, config, customer, redeemed, origin);
}

/** Mails the account's address the link that proves it, bound to the pending link token. */
export async function mailSocialLink(
  db: Kysely<Database>,
  config: Config,
  customer: Customer,
  linkToken: string,
): Promise<void> {
  const pending = await findOneTimeToken(db, linkToken, ['social-link-pending']);
  if (!pending) return;
  await db.transaction().execute(async (trx) => {
    const token = await issueOneTimeToken(trx, customer.id, 'social-link', {
      ...pending.data,
      pendingHash: pending.tokenHash,
    });
    await sendLinkMail(trx, config, customer, 'socialLink', paths.login.socialLink(), { token });
  });
}

/**
 * The mailed link alone is not enough: a victim tricked into clicking it would link the
 * requester's provider account. Only the browser holding the link token may finish.
 */
export async function isMailedLinkOfThisBrowser(
  db: Kysely<Database>,
  token: string,
  linkToken: string,
): Promise<boolean> {
  const mailed = await findOneTimeToken(db, token, ['social-link']);
  return !!mailed && mailed.data.pendingHash === hashToken(linkToken);
}

/**
 * The mailed link followed in the browser that asked for it: both tokens used up, the address
 * confirmed and the provider linked, in the caller's transaction (which opens the session).
 */
export async function linkByMailedLink(
  trx: Kysely<Database>,
  config: Config,
  token: string,
  linkToken: string,
  origin: LinkOrigin,
): Promise<{ customer: Customer; provider: SocialProvider }> {
  const redeemed = await redeemOneTimeToken(trx, token, ['social-link']);
  const customer = redeemed && (await findCustomerById(trx, redeemed.customerId));
  if (!redeemed || !customer) throw new Gone();
  await redeemOneTimeToken(trx, linkToken, ['social-link-pending']);
  await confirmEmail(trx, customer.id);
  const provider = await linkProvenAccount(trx, config, customer, redeemed, origin);
  return { customer, provider };
}

/**
 * Issue 24: a provider that gave no e-mail links to the account the customer logged in to by
 * password in this browser, which holds the sign-up token. A token naming an e-mail never links
 * here: that e-mail's account proves itself through the link token.
 */
export async function signUpWithoutEmailOf(
  db: Kysely<Database>,
  signUpToken: string,
): Promise<SocialSignUp> {
  const signUp = await findSocialSignUp(db, signUpToken);
  if (!signUp || signUp.email !== '') throw new Gone();
  return signUp;
}

/**
 * Links the sign-up's provider identity to the logged-in account, or, while the account's address
 * is unconfirmed, mails the link that proves it first. `admitMail` is asked before that mail is
 * written (the caller's limit of mails per account).
 */
export async function linkSignUpToAccount(
  db: Kysely<Database>,
  config: Config,
  customer: Customer,
  signUp: SocialSignUp,
  signUpToken: string,
  userAgent: string | null,
  admitMail: () => Promise<void>,
): Promise<void> {
  // The password proves the account, not the address: an account opened with someone else's
  // e-mail must not gain a provider login that survives the owner's password reset. As after
  // create account, the identity waits for the mailed link that proves the address.
  if (customer.email_confirmed_at === null) {
    await admitMail();
    // Used up with its mail: a mail that cannot be written leaves the token for another try,
    // without the provider's login again.
    await inTransaction(db, async (trx) => {
      if (!(await redeemSocialSignUp(trx, signUpToken))) throw new Gone();
      await mailSocialSignUpConfirmation(trx, config, customer, signUp);
    });
    throw new Conflict('SOCIAL_LOGIN_EMAIL_NOT_CONFIRMED');
  }
  // Used up with the link: a link that fails leaves the token usable.
  await inTransaction(db, async (trx) => {
    if (!(await redeemSocialSignUp(trx, signUpToken))) throw new Gone();
    await linkProviderLogin(trx, config, userAgent, signUp.provider, signUp.subject, customer);
  });
}

/**
 * Issue 24: the mail create account sent when the provider gave no e-mail. Following it proves
 * the address; only then is the provider identity linked. Null when the token proves nothing
 * (it is used up all the same).
 */
export function confirmSocialSignUp(
  db: Kysely<Database>,
  config: Config,
  token: string,
  userAgent: string | null,
): Promise<SocialProvider | null> {
  // Token, confirmation and link commit together: a failed link leaves the address unconfirmed
  // and the mailed link usable.
  return inTransaction(db, async (trx) => {
    const redeemed = await redeemOneTimeToken(trx, token, ['social-sign-up-confirm']);
    const customer = redeemed && (await findCustomerById(trx, redeemed.customerId));
    // Bound to the address it was mailed to: after an e-mail change it proves nothing.
    if (!redeemed || !customer || redeemed.data.email !== normalizeEmail(customer.email))
      return null;
    const { provider, subject } = providerAccountOf(redeemed);
    await confirmEmail(trx, customer.id);
    await linkProviderLogin(trx, config, userAgent, provider, subject, customer);
    return provider;
  });
}
