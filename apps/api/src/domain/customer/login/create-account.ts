import {
  AccountFlowName,
  countryOfLocale,
  invalidAddressField,
  isAdult,
  paths,
  usernameKind,
  type CreateAccountRequest,
  type Locale,
} from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Config } from '../../../config';
import { inTransaction } from '../../../db/in-transaction';
import { normalizeEmail } from '../../../db/normalize-email';
import type { Customer, Database } from '../../../db/schema';
import { Conflict, Gone, InvalidInput } from '../../domain-error';
import { issueOneTimeToken } from '../../tokens/one-time-tokens';
import { deliveryAddressFields } from '../addresses/address-input';
import { saveBillingAddress } from '../addresses/billing-address';
import { createDeliveryAddress } from '../addresses/delivery-addresses';
import { createCustomer } from '../create-customer';
import { findCustomerByUsername } from '../customers';
import { sendLinkMail } from '../mails/send-link-mail';
import { mailSocialSignUpConfirmation } from '../mails/social-sign-up-confirmation';
import { assertAcceptablePassword } from '../password-policy';
import { fieldError } from './field-errors';
import { linkSocialLogin } from './social-logins';
import { findSocialSignUp, redeemSocialSignUp, type SocialSignUp } from './social-sign-ups';

/** The new account, and whether it may log in now (else a set-password link is on its way). */
export interface NewAccount {
  customer: Customer;
  logIn: boolean;
}

/**
 * A social registration (issue 21) names the provider identity by the sign-up token the social
 * login handed out; the account must use the e-mail the provider verified. A token without
 * e-mail (the provider verified none) takes the e-mail the customer typed, with a password, and
 * that e-mail is confirmed by mail as in any registration (issue 24).
 */
async function socialSignUpOf(
  db: Kysely<Database>,
  request: CreateAccountRequest,
  email: string,
  locale: Locale,
): Promise<SocialSignUp | null> {
  if (!request.social_registration || !request.social_sign_up_token) return null;
  const signUp = await findSocialSignUp(db, request.social_sign_up_token);
  if (!signUp) throw new Gone();
  if (signUp.email === '' && !request.password) throw new InvalidInput();
  if (signUp.email !== '' && signUp.email !== normalizeEmail(email))
    throw fieldError('EMAIL_INVALID', locale);
  return signUp;
}

/** The fields spec section 8 checks before anything is looked up, each with its own error. */
function checkFields(request: CreateAccountRequest, email: string, locale: Locale): void {
  if (usernameKind(email) !== 'email') throw fieldError('EMAIL_INVALID', locale);
  const invalid = invalidAddressField(
    {
      firstName: request.first_name,
      lastName: request.last_name,
      street: request.street,
      streetNumber: request.street_number,
      zipCode: request.zip_code,
      city: request.city,
      addressAddition: request.address_addition,
    },
    countryOfLocale[locale],
  );
  if (invalid) throw fieldError(invalid, locale);
  if (!isAdult(request.date_of_birth))
    throw new InvalidInput('BAD_REQUEST', 'Sie müssen mindestens 18 Jahre alt sein.');
  if (request.password)
    assertAcceptablePassword(request.password, [request.first_name, request.last_name, email]);
}

/**
 * Spec sections 3 and 8: a full account. An e-mail that already has a password is a duplicate
 * account (the client offers the password step); one without a password is an existing e-mail.
 * A social registration needs no password: the customer logs in with the provider (and may set
 * one later through "Passwort vergessen"). The password is hashed only once every check passed
 * (`hashPassword` is the caller's, bounded by its hashing limit).
 */
export async function createAccount(
  db: Kysely<Database>,
  config: Config,
  request: CreateAccountRequest,
  locale: Locale,
  hashPassword: (password: string) => Promise<string>,
): Promise<NewAccount> {
  const country = countryOfLocale[locale];
  const email = request.email.trim();
  checkFields(request, email, locale);

  const signUp = await socialSignUpOf(db, request, email, locale);

  const existing = await findCustomerByUsername(db, email, 'email');
  if (existing)
    throw new Conflict(existing.password_hash ? 'DUPLICATE_ACCOUNT' : 'EMAIL_ALREADY_EXISTS');
  // Used up before the account exists, so one provider identity opens one account only.
  if (signUp && !(await redeemSocialSignUp(db, request.social_sign_up_token!))) throw new Gone();

  const address = {
    street: request.street.trim(),
    street_number: request.street_number.trim(),
    zip_code: request.zip_code.trim(),
    city: request.city.trim(),
  };
  const passwordHash = request.password ? await hashPassword(request.password) : null;
  // The account, its addresses, its link and its first mail commit together or not at all.
  return inTransaction(db, async (trx) => {
    const customer = await createCustomer(trx, {
      email,
      password_hash: passwordHash,
      customer_type: 'FULL',
      customer_class: 'WEB',
      salutation: request.salutation ?? null,
      first_name: request.first_name.trim(),
      last_name: request.last_name.trim(),
      care_of: null,
      country_code: country,
      phone_number: null,
      date_of_birth: request.date_of_birth,
      preferred_payment_method: null,
      ...address,
      address_addition: request.address_addition?.trim() || null,
      newsletter_consent: request.newsletter_consent ? 1 : 0,
      // The provider verified the e-mail; any other registration confirms it by a mailed link.
      email_confirmed_at: signUp?.email ? Date.now() : null,
    });
    if (!customer) throw new Conflict('DUPLICATE_ACCOUNT');
    // The address given at registration is where the invoices go until the customer changes it,
    // and, once it has the salutation a delivery address needs, where the parcels go.
    await saveBillingAddress(trx, customer.id, { ...address, country_code: country });
    if (request.salutation) {
      await createDeliveryAddress(
        trx,
        customer.id,
        deliveryAddressFields({
          ...request,
          salutation: request.salutation,
          country_code: country,
        }),
      );
    }
    // A provider that vouched for the e-mail links at once. One that gave none links only once
    // the typed address is proven by the mailed link (social-link.ts): else an account opened
    // with someone else's address would keep its provider login after the owner took it over.
    if (signUp?.email) await linkSocialLogin(trx, signUp.provider, signUp.subject, customer);
    else if (signUp) {
      await mailSocialSignUpConfirmation(trx, config, customer, signUp);
      return { customer, logIn: true };
    }
    if (!signUp?.email && !request.password) {
      const token = await issueOneTimeToken(trx, customer.id, 'set-password', {
        reason: 'NEW_ACCOUNT',
        origin: AccountFlowName.enum.createAccount,
      });
      await sendLinkMail(trx, config, customer, 'setPassword', paths.login.setPassword(), {
        token,
      });
      return { customer, logIn: false };
    }
    await sendLinkMail(trx, config, customer, 'welcome', paths.login.start());
    return { customer, logIn: true };
  });
}
