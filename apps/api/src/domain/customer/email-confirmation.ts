import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Following a mailed link proves the mailbox; the first time, the e-mail counts as confirmed. */
export async function confirmEmail(db: Kysely<Database>, customerId: string): Promise<void> {
  await db
    .updateTable('customers')
    .set({ email_confirmed_at: Date.now() })
    .where('id', '=', customerId)
    .where('email_confirmed_at', 'is', null)
    .execute();
}
