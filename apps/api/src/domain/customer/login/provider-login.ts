import type { Locale, SocialLoginUserInfo, SocialProvider } from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Customer, Database } from '../../../db/schema';
import { issueOneTimeToken } from '../../tokens/one-time-tokens';
import { findCustomerByUsername } from '../customers';
import { assertCountryOfShop } from './country-rule';
import { linkedCustomer, noteSocialLoginUsed, type ProviderAccount } from './social-logins';
import { issueSocialSignUp } from './social-sign-ups';

/** What a provider tells about its account (auth/providers' VerifiedIdentity). */
export interface ProviderIdentity extends ProviderAccount {
  firstName: string;
  lastName: string;
}

/** Why a provider account logs nobody in yet, by the spec's error key, with what the client needs. */
export type OwnershipProofNeeded =
  | {
      errorKey: 'SOCIAL_LOGIN_CUSTOMER_NOT_FOUND';
      userInfo: SocialLoginUserInfo;
      signUpToken: string;
    }
  | { errorKey: 'SOCIAL_LOGIN_EMAIL_NOT_CONFIRMED'; userInfo: SocialLoginUserInfo }
  | { errorKey: 'SOCIAL_LOGIN_LINK_REQUIRED'; userInfo: SocialLoginUserInfo; linkToken: string };

/**
 * A provider account meets an existing customer by its verified e-mail. Nothing is linked yet:
 * this browser gets a short-lived link token, and the customer proves the account is theirs
 * with its password or a mailed link (social-link.ts). An account that never confirmed its
 * e-mail is not linked at all: whoever registered it may not own the address. No account at
 * all: the browser gets a sign-up token for create account. Without a verified e-mail (Facebook
 * may give none) the sign-up token names no e-mail: the customer names one, which is confirmed
 * by mail like any registration's, or logs in to an existing account by password to link it.
 */
async function ownershipProofNeeded(
  db: Kysely<Database>,
  provider: SocialProvider,
  identity: ProviderIdentity,
): Promise<OwnershipProofNeeded> {
  const verifiedEmail = identity.emailVerified ? identity.email : '';
  const userInfo = {
    firstName: identity.firstName,
    lastName: identity.lastName,
    email: verifiedEmail,
  };
  const existing = verifiedEmail
    ? await findCustomerByUsername(db, verifiedEmail, 'email')
    : undefined;
  if (!existing) {
    const signUpToken = await issueSocialSignUp(db, {
      provider,
      subject: identity.subject,
      email: verifiedEmail,
    });
    return { errorKey: 'SOCIAL_LOGIN_CUSTOMER_NOT_FOUND', userInfo, signUpToken };
  }
  if (existing.email_confirmed_at === null)
    return { errorKey: 'SOCIAL_LOGIN_EMAIL_NOT_CONFIRMED', userInfo };
  const linkToken = await issueOneTimeToken(db, existing.id, 'social-link-pending', {
    provider,
    subject: identity.subject,
  });
  return { errorKey: 'SOCIAL_LOGIN_LINK_REQUIRED', userInfo, linkToken };
}

/**
 * Spec sections 7 and 8: the customer a provider account is linked to logs in, else the
 * ownership proof it needs first.
 */
export async function logInWithProvider(
  db: Kysely<Database>,
  provider: SocialProvider,
  identity: ProviderIdentity,
  locale: Locale,
): Promise<{ customer: Customer } | { proofNeeded: OwnershipProofNeeded }> {
  const customer = await linkedCustomer(db, provider, identity);
  if (!customer) return { proofNeeded: await ownershipProofNeeded(db, provider, identity) };
  // Same country rule as the password login (spec section 6).
  assertCountryOfShop(customer, locale);
  // Shown in the security centre, so an owner sees a provider login someone else uses.
  await noteSocialLoginUsed(db, provider, identity.subject);
  return { customer };
}
