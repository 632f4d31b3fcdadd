import {
  AccountFlowName,
  CreateAccountRequest,
  countryOfLocale,
  invalidAddressField,
  isAdult,
  usernameKind,
  type AccountCreated,
} from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { issueOneTimeToken } from '../../../domain/tokens/one-time-tokens';
import { hashPassword } from '../../../auth/passwords';
import { assertAcceptablePassword } from '../../../domain/customer/password-policy';
import { consumeAttempt, ipKey } from '../../../auth/throttle';
import { deliveryAddressFields } from '../../../domain/customer/addresses/address-input';
import { saveBillingAddress } from '../../../domain/customer/addresses/billing-address';
import { createDeliveryAddress } from '../../../domain/customer/addresses/delivery-addresses';
import { createCustomer } from '../../../domain/customer/create-customer';
import { inTransaction } from '../../../db/in-transaction';
import { findCustomerByUsername } from '../../../domain/customer/customers';
import { normalizeEmail } from '../../../db/normalize-email';
import { linkSocialLogin } from '../../../domain/customer/login/social-logins';
import {
  findSocialSignUp,
  redeemSocialSignUp,
  type SocialSignUp,
} from '../../../domain/customer/login/social-sign-ups';
import { ApiError } from '../../../http/api-error';
import { shopLocale } from '../../../http/shop-locale';
import type { ServiceOptions } from '../../../service-options';
import { fieldError } from '../../../domain/customer/login/field-errors';
import { requireRecaptcha, type Guards } from './guards';
import { sendLinkMail } from '../../../domain/customer/mails/send-link-mail';
import { mailSocialSignUpConfirmation } from '../../../domain/customer/mails/social-sign-up-confirmation';
import { startLogin } from './start-login';
import { catalogue, paths, type Locale } from '@account/contracts';
import { route } from '../../../http/catalogue-route';

/**
 * A social registration (issue 21) names the provider identity by the sign-up token the social
 * login handed out; the account must use the e-mail the provider verified. A token without
 * e-mail (the provider verified none) takes the e-mail the customer typed, with a password, and
 * that e-mail is confirmed by mail as in any registration (issue 24).
 */
async function socialSignUpOf(
  db: ServiceOptions['db'],
  body: CreateAccountRequest,
  email: string,
  locale: Locale,
): Promise<SocialSignUp | null> {
  if (!body.social_registration || !body.social_sign_up_token) return null;
  const signUp = await findSocialSignUp(db, body.social_sign_up_token);
  if (!signUp) throw new ApiError(410, 'TOKEN_INVALID');
  if (signUp.email === '' && !body.password) throw new ApiError(400, 'BAD_REQUEST');
  if (signUp.email !== '' && signUp.email !== normalizeEmail(email))
    throw fieldError('EMAIL_INVALID', locale);
  return signUp;
}

/**
 * Spec sections 3 and 8: a full account. An e-mail that already has a password is a duplicate
 * account (the client offers the password step); one without a password is an existing e-mail.
 * A social registration needs no password: the customer logs in with the provider (and may set
 * one later through "Passwort vergessen").
 */
export function createAccountRoute(
  app: FastifyInstance,
  options: ServiceOptions,
  guards: Guards,
): void {
  const { db, config } = options;
  route(app, catalogue.customer.createAccount, async (request, reply): Promise<AccountCreated> => {
    const body = request.body;
    await requireRecaptcha(request, guards);
    await consumeAttempt(db, [ipKey(config, 'accountCreationsPerIp', request)]);
    const locale = shopLocale(request);
    const country = countryOfLocale[locale];
    const email = body.email.trim();
    if (usernameKind(email) !== 'email') throw fieldError('EMAIL_INVALID', locale);
    const invalid = invalidAddressField(
      {
        firstName: body.first_name,
        lastName: body.last_name,
        street: body.street,
        streetNumber: body.street_number,
        zipCode: body.zip_code,
        city: body.city,
        addressAddition: body.address_addition,
      },
      country,
    );
    if (invalid) throw fieldError(invalid, locale);
    if (!isAdult(body.date_of_birth)) {
      throw new ApiError(400, 'BAD_REQUEST', {
        detail: 'Sie müssen mindestens 18 Jahre alt sein.',
      });
    }
    if (body.password)
      assertAcceptablePassword(body.password, [body.first_name, body.last_name, email]);

    const signUp = await socialSignUpOf(db, body, email, locale);

    const existing = await findCustomerByUsername(db, email, 'email');
    if (existing)
      throw new ApiError(
        409,
        existing.password_hash ? 'DUPLICATE_ACCOUNT' : 'EMAIL_ALREADY_EXISTS',
      );
    // Used up before the account exists, so one provider identity opens one account only.
    if (signUp && !(await redeemSocialSignUp(db, body.social_sign_up_token!)))
      throw new ApiError(410, 'TOKEN_INVALID');

    const address = {
      street: body.street.trim(),
      street_number: body.street_number.trim(),
      zip_code: body.zip_code.trim(),
      city: body.city.trim(),
    };
    const passwordHash = body.password ? await hashPassword(body.password) : null;
    // The account, its addresses, its link and its first mail commit together or not at all.
    const created = await inTransaction(db, async (trx) => {
      const customer = await createCustomer(trx, {
        email,
        password_hash: passwordHash,
        customer_type: 'FULL',
        customer_class: 'WEB',
        salutation: body.salutation ?? null,
        first_name: body.first_name.trim(),
        last_name: body.last_name.trim(),
        care_of: null,
        country_code: country,
        phone_number: null,
        date_of_birth: body.date_of_birth,
        preferred_payment_method: null,
        ...address,
        address_addition: body.address_addition?.trim() || null,
        newsletter_consent: body.newsletter_consent ? 1 : 0,
        // The provider verified the e-mail; any other registration confirms it by a mailed link.
        email_confirmed_at: signUp?.email ? Date.now() : null,
      });
      if (!customer) throw new ApiError(409, 'DUPLICATE_ACCOUNT');
      // The address given at registration is where the invoices go until the customer changes it,
      // and, once it has the salutation a delivery address needs, where the parcels go.
      await saveBillingAddress(trx, customer.id, { ...address, country_code: country });
      if (body.salutation) {
        await createDeliveryAddress(
          trx,
          customer.id,
          deliveryAddressFields({
            ...body,
            salutation: body.salutation,
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
      if (!signUp?.email && !body.password) {
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

    const { customer } = created;
    if (!created.logIn) return { email: customer.email, customerType: 'FULL', user: null };
    const user = await startLogin(options, request, reply, customer, customer.email, false, {
      method: 'NEW_ACCOUNT',
    });
    return { email: customer.email, customerType: 'FULL', user };
  });
}
