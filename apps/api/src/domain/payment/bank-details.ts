import { maskIban, type BankDetails } from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { decryptBankField, encryptBankField } from './bank-details-cipher';
import { inTransaction } from '../../db/in-transaction';

/** The customer's bank details as every answer carries them: the IBAN masked but its last four. */
export async function readBankDetails(
  db: Kysely<Database>,
  key: Buffer,
  customerId: string,
): Promise<BankDetails | null> {
  const row = await db
    .selectFrom('bank_details')
    .selectAll()
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    accountHolder: decryptBankField(key, row.account_holder_encrypted),
    bankName: row.bank_name,
    maskedIban: maskIban(decryptBankField(key, row.iban_encrypted)),
  };
}

export interface NewBankDetails {
  accountHolder: string;
  /** Normalized and checked (iban-check.ts). */
  iban: string;
  bankName: string | null;
}

/** One set per customer: saving replaces what was there. */
export async function saveBankDetails(
  db: Kysely<Database>,
  key: Buffer,
  customerId: string,
  details: NewBankDetails,
  now = Date.now(),
): Promise<void> {
  const values = {
    account_holder_encrypted: encryptBankField(key, details.accountHolder),
    iban_encrypted: encryptBankField(key, details.iban),
    bank_name: details.bankName,
    updated_at: now,
  };
  await db
    .insertInto('bank_details')
    .values({ customer_id: customerId, ...values })
    .onConflict((oc) => oc.column('customer_id').doUpdateSet(values))
    .execute();
}

/**
 * Deletes the bank details; direct debit cannot stay preferred without them, so invoice takes
 * its place. Answers whether there was anything to delete (a repeat changes nothing).
 */
export async function deleteBankDetails(
  db: Kysely<Database>,
  customerId: string,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const deleted = await trx
      .deleteFrom('bank_details')
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    if (deleted.numDeletedRows === 0n) return false;
    await trx
      .updateTable('customers')
      .set({ preferred_payment_method: 'INVOICE' })
      .where('id', '=', customerId)
      .where('preferred_payment_method', '=', 'DIRECT_DEBIT')
      .execute();
    return true;
  });
}
