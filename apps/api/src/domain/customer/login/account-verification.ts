import type { AccountVerificationRequest } from '@account/contracts';
import { normalizeUsername } from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Customer, Database } from '../../../db/schema';

type Proof = Extract<AccountVerificationRequest, { method: string }>;

/** Street names as people type them: case, spaces, "ß"/"ss" and "str."/"strasse" do not matter. */
export function normalizeStreet(street: string): string {
  return street
    .trim()
    .toLowerCase()
    .replaceAll('ß', 'ss')
    .replace(/str\.?(?=\s|$)/g, 'strasse')
    .replace(/[\s-]+/g, '');
}

const normalizeNumber = (value: string) => value.trim().toLowerCase().replace(/\s+/g, '');

/**
 * Whether the proof matches the account: one of its order numbers, its customer number, or the
 * address it gave together with its birth date. The caller only learns yes or no.
 */
export async function proofMatches(
  db: Kysely<Database>,
  customer: Customer,
  proof: Proof,
): Promise<boolean> {
  switch (proof.method) {
    case 'ORDER_NUMBER': {
      const order = await db
        .selectFrom('orders')
        .select('id')
        .where('customer_id', '=', customer.id)
        .where('order_number', '=', proof.order_number.trim())
        .executeTakeFirst();
      return order !== undefined;
    }
    case 'CUSTOMER_NUMBER':
      return normalizeUsername(proof.customer_number) === customer.customer_number;
    case 'ADDRESS':
      return (
        customer.street !== null &&
        customer.street_number !== null &&
        customer.zip_code !== null &&
        customer.date_of_birth !== null &&
        normalizeStreet(proof.street) === normalizeStreet(customer.street) &&
        normalizeNumber(proof.street_number) === normalizeNumber(customer.street_number) &&
        proof.zip_code.trim() === customer.zip_code &&
        proof.date_of_birth === customer.date_of_birth
      );
  }
}
