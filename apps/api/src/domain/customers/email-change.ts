import type { Kysely } from 'kysely';
import {
  LOGIN_TOKEN_PURPOSES,
  issueOneTimeToken,
  redeemOneTimeToken,
} from '../../auth/one-time-tokens';
import type { Customer, Database } from '../../db/schema';
import { findCustomerById, normalizeEmail } from './customers';

/** What the e-mail-change link is bound to besides its purpose: both addresses. */
interface EmailChangeData {
  newEmail: string;
  previousEmail: string;
  newsletterOptIn: boolean;
}

export function isEmailTaken(db: Kysely<Database>, email: string): Promise<boolean> {
  return db
    .selectFrom('customers')
    .select('id')
    .where('email_normalized', '=', normalizeEmail(email))
    .executeTakeFirst()
    .then(Boolean);
}

/** A link for the new address; a newer request replaces an older one (issueOneTimeToken). */
export function issueEmailChangeToken(
  db: Kysely<Database>,
  customer: Customer,
  newEmail: string,
  newsletterOptIn: boolean,
): Promise<string> {
  const data: EmailChangeData = { newEmail, previousEmail: customer.email, newsletterOptIn };
  return issueOneTimeToken(db, customer.id, 'email-change', { ...data });
}

export type EmailChangeOutcome =
  | { kind: 'changed'; customer: Customer; previousEmail: string }
  | { kind: 'invalid' }
  | { kind: 'taken' };

const isUniqueViolation = (error: unknown) =>
  /unique|duplicate key/i.test(error instanceof Error ? error.message : String(error));

/**
 * Uses the link up and makes its address the customer's e-mail. The link is void when the
 * account's e-mail changed since it was sent (it was bound to that address), and refused when
 * another account took the new address meanwhile. Login links mailed to the old address stop
 * working; the sessions stay (the password did not change).
 */
export async function confirmEmailChange(
  db: Kysely<Database>,
  token: string,
): Promise<EmailChangeOutcome> {
  const redeemed = await redeemOneTimeToken(db, token, ['email-change']);
  const customer = redeemed && (await findCustomerById(db, redeemed.customerId));
  const { newEmail, previousEmail, newsletterOptIn } = (redeemed?.data ??
    {}) as Partial<EmailChangeData>;
  if (
    !customer ||
    typeof newEmail !== 'string' ||
    previousEmail === undefined ||
    normalizeEmail(customer.email) !== normalizeEmail(previousEmail)
  )
    return { kind: 'invalid' };
  if (await isEmailTaken(db, newEmail)) return { kind: 'taken' };
  const now = Date.now();
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('customers')
        .set({
          email: newEmail,
          email_normalized: normalizeEmail(newEmail),
          email_confirmed_at: now,
          ...(newsletterOptIn ? { newsletter_consent: 1 } : {}),
        })
        .where('id', '=', customer.id)
        .execute();
      await trx
        .updateTable('one_time_tokens')
        .set({ used_at: now })
        .where('customer_id', '=', customer.id)
        .where('purpose', 'in', LOGIN_TOKEN_PURPOSES)
        .where('used_at', 'is', null)
        .execute();
    });
  } catch (error) {
    // Two accounts confirming the same address at once: the unique index lets one win.
    if (isUniqueViolation(error)) return { kind: 'taken' };
    throw error;
  }
  return {
    kind: 'changed',
    customer: { ...customer, email: newEmail, email_normalized: normalizeEmail(newEmail) },
    previousEmail: customer.email,
  };
}
