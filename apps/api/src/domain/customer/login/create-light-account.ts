import {
  countryOfLocale,
  isValidName,
  usernameKind,
  type CreateLightAccountRequest,
  type Locale,
} from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Config } from '../../../config';
import type { Database } from '../../../db/schema';
import { Conflict } from '../../domain-error';
import { createCustomer } from '../create-customer';
import { findCustomerByUsername } from '../customers';
import { sendActivationMail } from '../mails/send-activation-mail';
import { fieldError } from './field-errors';

/**
 * A light account: names and e-mail only, no password yet. It becomes usable when the customer
 * follows the double opt-in link (24 hours) and sets a password there. Returns the e-mail as
 * stored.
 */
export async function createLightAccount(
  db: Kysely<Database>,
  config: Config,
  request: CreateLightAccountRequest,
  locale: Locale,
): Promise<string> {
  const email = request.email.trim();
  if (usernameKind(email) !== 'email') throw fieldError('EMAIL_INVALID', locale);
  if (!isValidName(request.first_name)) throw fieldError('INVALID_FIRST_NAME', locale);
  if (!isValidName(request.last_name)) throw fieldError('INVALID_LAST_NAME', locale);

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
      first_name: request.first_name.trim(),
      last_name: request.last_name.trim(),
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
      newsletter_consent: request.newsletter_consent ? 1 : 0,
      email_confirmed_at: null,
    });
    if (!customer) throw new Conflict('DUPLICATE_ACCOUNT');
    await sendActivationMail({ db: trx, config }, customer);
  });
  return email;
}
