import type { Kysely } from 'kysely';
import type { ErrorKey } from '@account/contracts';
import type { Database } from '../../db/schema';
import { Conflict } from '../domain-error';

type ClaimColumn = 'cancelled_at' | 'withdrawn_at';

/**
 * Marks an order as cancelled or withdrawn exactly once. The conditional update is the claim:
 * under concurrency one request wins (PostgreSQL re-checks the condition after the row lock,
 * SQLite runs transactions one at a time); the others, and any repeat, answer 409 `conflict`.
 * Returns the moment of the claim.
 */
export async function claimOrder(
  trx: Kysely<Database>,
  orderId: string,
  column: ClaimColumn,
  conflict: ErrorKey,
  extra: { cancel_reason?: string } = {},
): Promise<number> {
  const now = Date.now();
  const claimed = await trx
    .updateTable('orders')
    .set({ [column]: now, updated_at: now, ...extra })
    .where('id', '=', orderId)
    .where(column, 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) throw new Conflict(conflict);
  return now;
}
