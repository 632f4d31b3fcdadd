import { localeOfCountry, paths, shopTimeZone, type SocialProvider } from '@account/contracts';
import type { Kysely } from 'kysely';
import { deviceNameForMail } from '../devices';
import type { Config } from '../../../config';
import type { Customer, Database } from '../../../db/schema';
import { shopLink } from '../../../mail/shop-link';
import { profileMailTexts, type AddedOn } from './profile-texts';
import { sendMail } from './send-mail';

/** A way into the account that was just added (issue 33). */
export type AddedWayIn =
  | { kind: 'passkey'; name: string }
  | { kind: 'socialLogin'; provider: SocialProvider }
  /** Through a mailed link (reset, first password, activation) or the profile's change. */
  | { kind: 'password'; changed: boolean };

const PROVIDER_NAME: Record<SocialProvider, string> = {
  APPLE: 'Apple',
  GOOGLE: 'Google',
  FACEBOOK: 'Facebook',
};

/** The device and the time in the customer's shop, as the mail names them. */
function addedOn(customer: Customer, userAgent: string | null, now: number): AddedOn {
  const locale = localeOfCountry[customer.country_code];
  const time = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: shopTimeZone[customer.country_code],
  }).format(now);
  return {
    device: deviceNameForMail(userAgent),
    time: `${time} Uhr`,
  };
}

/**
 * Tells the account's address that a way in was added, naming the device and the time and linking
 * the security centre: an intruder's passkey or provider login must not go unnoticed. Pass the
 * transaction that adds the way in, so the mail exists exactly when it does.
 */
export async function mailWayInAdded(
  db: Kysely<Database>,
  config: Config,
  customer: Customer,
  way: AddedWayIn,
  userAgent: string | null,
  now = Date.now(),
): Promise<void> {
  const locale = localeOfCountry[customer.country_code];
  const to = { firstName: customer.first_name, lastName: customer.last_name };
  const on = addedOn(customer, userAgent, now);
  const link = shopLink(config, locale, paths.profile.security());
  switch (way.kind) {
    case 'passkey':
      return sendMail(
        db,
        customer.email,
        profileMailTexts.passkeyAdded(locale, to, way.name, on, link),
        'passkey-added',
      );
    case 'socialLogin':
      return sendMail(
        db,
        customer.email,
        profileMailTexts.socialLoginLinked(locale, to, PROVIDER_NAME[way.provider], on, link),
        'social-login-linked',
      );
    case 'password':
      return way.changed
        ? sendMail(
            db,
            customer.email,
            profileMailTexts.passwordChanged(locale, to, on, link),
            'password-changed',
          )
        : sendMail(
            db,
            customer.email,
            profileMailTexts.passwordSet(locale, to, on, link),
            'password-set',
          );
  }
}
