import { sql, type Transaction } from 'kysely';
import type { Customer, Database } from '../../db/schema';

/**
 * One table's part of deleting an account (issue 10): deletes or anonymises what that table
 * holds of the customer. Each area that stores personal data appends one entry to
 * `customerErasers` in `erasure.ts` (addresses, bank details, wishlist, subscriptions, support requests…);
 * `erasure.test.ts` fails while a table with a `customer_id` column is neither erased nor listed
 * in `RETAINED_TABLES`. The eraser gets the customer's row as it was before erasure, so a table
 * keyed by e-mail (newsletter, stock reminders) finds its rows too.
 */
export interface CustomerEraser {
  /** The table this entry empties or anonymises. */
  table: string;
  erase(trx: Transaction<Database>, customer: Customer): Promise<void>;
}

/** The common case: every row of the table whose `customer_id` is the account's internal id. */
export function rowsOfCustomer(table: string): CustomerEraser {
  return {
    table,
    async erase(trx, customer) {
      await sql`delete from ${sql.table(table)} where customer_id = ${customer.id}`.execute(trx);
    },
  };
}
