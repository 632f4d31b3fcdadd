import { countryOfLocale, isValidName, usernameKind } from '@account/contracts';
import { Conflict } from '../../../domain/domain-error';
import type { FastifyInstance } from 'fastify';
import { consumeAttempt, ipKey } from '../../../auth/throttle';
import { createCustomer } from '../../../domain/customer/create-customer';
import { findCustomerByUsername } from '../../../domain/customer/customers';
import { shopLocale } from '../../../http/shop-locale';
import type { ServiceOptions } from '../../../service-options';
import { fieldError } from '../../../domain/customer/login/field-errors';
import { requireRecaptcha, type Guards } from './guards';
import { sendActivationMail } from './send-activation-mail';
import { catalogue } from '@account/contracts';
import { route } from '../../../http/catalogue-route';

/**
 * A light account: names and e-mail only, no password yet. It becomes usable when the customer
 * follows the double opt-in link (24 hours) and sets a password there.
 */
export function createLightAccountRoute(
  app: FastifyInstance,
  options: ServiceOptions,
  guards: Guards,
): void {
  const { db, config } = options;
  route(app, catalogue.customer.createLightAccount, async (request) => {
    const body = request.body;
    await requireRecaptcha(request, guards);
    await consumeAttempt(db, [ipKey(config, 'accountCreationsPerIp', request)]);
    const locale = shopLocale(request);
    const email = body.email.trim();
    if (usernameKind(email) !== 'email') throw fieldError('EMAIL_INVALID', locale);
    if (!isValidName(body.first_name)) throw fieldError('INVALID_FIRST_NAME', locale);
    if (!isValidName(body.last_name)) throw fieldError('INVALID_LAST_NAME', locale);

    const existing = await findCustomerByUsername(db, email, 'email');
    if (existing)
      throw new Conflict(existing.password_hash ? 'DUPLICATE_ACCOUNT' : 'EMAIL_ALREADY_EXISTS');
    // The light account and its double opt-in mail commit together.
    await db.transaction().execute(async (trx) => {
      const customer = await createCustomer(trx, {
        email,
        password_hash: null,
        customer_type: 'LIGHT',
        customer_class: 'WEB',
        salutation: null,
        first_name: body.first_name.trim(),
        last_name: body.last_name.trim(),
        care_of: null,
        country_code: countryOfLocale[locale],
        phone_number: null,
        date_of_birth: null,
        preferred_payment_method: null,
        street: null,
        street_number: null,
        zip_code: null,
        city: null,
        address_addition: null,
        newsletter_consent: body.newsletter_consent ? 1 : 0,
        email_confirmed_at: null,
      });
      if (!customer) throw new Conflict('DUPLICATE_ACCOUNT');
      await sendActivationMail({ ...options, db: trx }, customer);
    });
    return { email, customerType: 'LIGHT' as const, user: null };
  });
}
