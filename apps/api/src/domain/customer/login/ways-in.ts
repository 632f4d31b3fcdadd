import { PostgresAdapter, type Kysely, type Transaction } from 'kysely';
import { inTransaction } from '../../../db/in-transaction';
import type { Database } from '../../../db/schema';
import { Conflict, Gone, NotFound } from '../../domain-error';
import { findOneTimeToken, issueOneTimeToken, useUpFoundToken } from '../../tokens/one-time-tokens';

/** The ways into an account (issue 33): its password, passkeys and linked provider logins. */
export interface WaysIn {
  password: boolean;
  passkeys: number;
  socialLogins: number;
}

export async function waysInOf(db: Kysely<Database>, customerId: string): Promise<WaysIn> {
  const [customer, passkeys, socialLogins] = await Promise.all([
    db
      .selectFrom('customers')
      .select('password_hash')
      .where('id', '=', customerId)
      .executeTakeFirst(),
    db
      .selectFrom('passkeys')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('social_logins')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    password: Boolean(customer?.password_hash),
    passkeys: Number(passkeys.count),
    socialLogins: Number(socialLogins.count),
  };
}

/**
 * Runs a removal of ways in and refuses it (409 LAST_WAY_IN, rolled back) when it leaves the
 * account none: a customer must not lock themselves out for good. The customer's row is locked
 * first (PostgreSQL; SQLite runs one writer at a time), so two removals at once cannot each
 * leave the other's way as the last and remove both.
 */
export async function removeKeepingAWayIn<T>(
  db: Kysely<Database>,
  customerId: string,
  removal: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return inTransaction(db, async (trx) => {
    await trx
      .selectFrom('customers')
      .select('id')
      .where('id', '=', customerId)
      .$if(postgres, (query) => query.forUpdate())
      .execute();
    const result = await removal(trx);
    const left = await waysInOf(trx, customerId);
    if (!left.password && left.passkeys === 0 && left.socialLogins === 0)
      throw new Conflict('LAST_WAY_IN');
    return result;
  });
}

/**
 * Removes one passkey or linked provider login of the customer, unless it is their last way in
 * (409 LAST_WAY_IN); someone else's is not found.
 */
export async function removeWayIn(
  db: Kysely<Database>,
  customerId: string,
  table: 'passkeys' | 'social_logins',
  id: string,
): Promise<void> {
  await removeKeepingAWayIn(db, customerId, async (trx) => {
    const deleted = await trx
      .deleteFrom(table)
      .where('id', '=', id)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw new NotFound();
  });
}

/**
 * Removes every passkey and linked provider login of the customer (as part of the caller's
 * transaction): after a takeover, whatever the intruder added goes with them.
 */
export async function removePasskeysAndSocialLogins(
  db: Kysely<Database>,
  customerId: string,
): Promise<{ passkeys: number; socialLogins: number }> {
  const passkeys = await db
    .deleteFrom('passkeys')
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  const socialLogins = await db
    .deleteFrom('social_logins')
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return {
    passkeys: Number(passkeys.numDeletedRows),
    socialLogins: Number(socialLogins.numDeletedRows),
  };
}

/**
 * After a recovery (password reset or change, ending all other sessions) the confirmation page
 * offers to remove every passkey and provider login: an intruder's would outlive the recovery.
 * The grant goes to the session the recovery left or opened and works only there, once, for 30
 * minutes: a session the recovery ended cannot use it, and nobody can use it without that
 * session. Null when there is nothing to remove.
 */
export async function offerWaysInRemoval(
  db: Kysely<Database>,
  customerId: string,
  sessionId: string,
): Promise<string | null> {
  const ways = await waysInOf(db, customerId);
  if (ways.passkeys === 0 && ways.socialLogins === 0) return null;
  return issueOneTimeToken(db, customerId, 'ways-in-removal', { sessionId });
}

/**
 * Removes every passkey and provider login with the grant offerWaysInRemoval gave this session:
 * another customer's or another session's grant is gone, as is one used up, and the grant is
 * used up by the removal itself.
 */
export async function removeWaysIn(
  db: Kysely<Database>,
  customerId: string,
  sessionId: string,
  grantToken: string,
): Promise<{ passkeys: number; socialLogins: number }> {
  const grant = await findOneTimeToken(db, grantToken, ['ways-in-removal']);
  if (!grant || grant.customerId !== customerId || grant.data.sessionId !== sessionId)
    throw new Gone();
  return removeKeepingAWayIn(db, customerId, async (trx) => {
    if (!(await useUpFoundToken(trx, grant.id))) throw new Gone();
    return removePasskeysAndSocialLogins(trx, customerId);
  });
}
