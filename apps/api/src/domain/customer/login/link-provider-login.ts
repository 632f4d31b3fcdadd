import type { SocialProvider } from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Config } from '../../../config';
import type { Customer, Database } from '../../../db/schema';
import { linkSocialLogin } from './social-logins';
import { mailWayInAdded } from '../mails/way-in-added';

/**
 * Links a provider account to the customer's and, when it was not linked before, mails the
 * account's address (issue 33). Every linking path goes through here; pass its transaction.
 */
export async function linkProviderLogin(
  trx: Kysely<Database>,
  config: Config,
  /** The browser's, as stored (`storedUserAgent`): the mail names the device. */
  userAgent: string | null,
  provider: SocialProvider,
  subject: string,
  customer: Customer,
): Promise<void> {
  if (await linkSocialLogin(trx, provider, subject, customer))
    await mailWayInAdded(trx, config, customer, { kind: 'socialLogin', provider }, userAgent);
}
