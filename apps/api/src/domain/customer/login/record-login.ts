import { localeOfCountry, paths } from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Config } from '../../../config';
import type { Customer, Database } from '../../../db/schema';
import { shopLink } from '../../../mail/shop-link';
import { deviceNameForMail } from '../devices';
import { profileMailTexts } from '../mails/profile-texts';
import { sendMail } from '../mails/send-mail';
import { isNewDevice, recordLoginEvent, type LoginOrigin, type LoginWay } from './login-events';

/** The mail of a login from a device the customer never logged in with, linking the security centre. */
async function mailNewDevice(
  trx: Kysely<Database>,
  config: Config,
  customer: Customer,
  origin: LoginOrigin,
): Promise<void> {
  const locale = localeOfCountry[customer.country_code];
  await sendMail(
    trx,
    customer.email,
    profileMailTexts.newDeviceLogin(
      locale,
      { firstName: customer.first_name, lastName: customer.last_name },
      deviceNameForMail(origin.userAgent),
      shopLink(config, locale, paths.profile.security()),
    ),
    'new-device-login',
  );
}

/**
 * A successful login, whichever way in: into the login history, and a mail when it came from a
 * device the customer never logged in with. Pass the transaction that opens the session.
 */
export async function recordLogin(
  trx: Kysely<Database>,
  config: Config,
  customer: Customer,
  way: LoginWay,
  origin: LoginOrigin,
): Promise<void> {
  await recordLoginEvent(trx, customer.id, true, way, origin);
  if (await isNewDevice(trx, customer.id, origin.userAgent))
    await mailNewDevice(trx, config, customer, origin);
}
