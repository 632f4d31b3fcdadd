import type { Kysely } from 'kysely';
import { ACCESS_TOKEN_PURPOSES, voidUnusedTokens } from '../tokens/one-time-tokens';
import type { Database } from '../../db/schema';
import { setCustomerPassword } from './customers';
import { inTransaction } from '../../db/in-transaction';

/**
 * Every way a password is set, reset or changed ends here (set-password links, light-account
 * activation, and the change-password call of the profile). Whoever had access before — a link
 * in an old mail, another device — loses it: every unused link that logs in, sets a password or
 * moves the account to another address (a pending e-mail change) is voided and every other
 * session ends. Double-opt-in links (newsletter, research) and undo links of e-mail changes stay.
 * `keepSessionId` is the session that made the change, when it was made logged in.
 */
export async function replacePassword(
  db: Kysely<Database>,
  customerId: string,
  passwordHash: string,
  { confirmsEmail, keepSessionId }: { confirmsEmail: boolean; keepSessionId?: string },
): Promise<void> {
  const now = Date.now();
  await inTransaction(db, async (trx) => {
    await setCustomerPassword(trx, customerId, passwordHash, confirmsEmail);
    await voidUnusedTokens(trx, customerId, ACCESS_TOKEN_PURPOSES, now);
    let sessions = trx
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('customer_id', '=', customerId)
      .where('revoked_at', 'is', null);
    if (keepSessionId) sessions = sessions.where('id', '!=', keepSessionId);
    await sessions.execute();
  });
}
