import { paths } from '@account/contracts';
import type { Kysely } from 'kysely';
import { issueOneTimeToken } from '../../tokens/one-time-tokens';
import type { Config } from '../../../config';
import type { Customer, Database } from '../../../db/schema';
import { normalizeEmail } from '../../../db/normalize-email';
import type { SocialSignUp } from '../login/social-sign-ups';
import { sendLinkMail } from './send-link-mail';

/**
 * A provider identity that brought no e-mail waits for the customer's address to be proven
 * (issue 24): the mail's link (social-link.ts, `socialSignUpConfirm`) confirms the address and
 * only then links the identity. Bound to the address it goes to; pass the transaction that
 * needs the mail, so token and mail exist together.
 */
export async function mailSocialSignUpConfirmation(
  db: Kysely<Database>,
  config: Config,
  customer: Customer,
  signUp: SocialSignUp,
): Promise<void> {
  const token = await issueOneTimeToken(db, customer.id, 'social-sign-up-confirm', {
    provider: signUp.provider,
    subject: signUp.subject,
    email: normalizeEmail(customer.email),
  });
  await sendLinkMail(
    db,
    config,
    customer,
    'socialSignUpConfirm',
    paths.login.socialSignUpConfirm(),
    { token },
  );
}
