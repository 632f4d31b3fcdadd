import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/** No 0/O, 1/I/L: the code is read aloud on the phone and typed from paper. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 8;

export function newReferralCode(): string {
  return Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

async function storedCode(db: Kysely<Database>, customerId: string): Promise<string | null> {
  const row = await db
    .selectFrom('referral_codes')
    .select('code')
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row?.code ?? null;
}

/**
 * The customer's referral code, created on first request and kept for good. Two parallel first
 * requests both insert with "do nothing" on conflict and read back the one that won; a code
 * already taken by someone else (31^8 makes it rare) is drawn again.
 */
export async function referralCodeOf(
  db: Kysely<Database>,
  customerId: string,
  draw: () => string = newReferralCode,
): Promise<string> {
  const existing = await storedCode(db, customerId);
  if (existing) return existing;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = draw();
    const taken = await db
      .selectFrom('referral_codes')
      .select('customer_id')
      .where('code', '=', code)
      .executeTakeFirst();
    if (taken) continue;
    await db
      .insertInto('referral_codes')
      .values({ customer_id: customerId, code, created_at: Date.now() })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const stored = await storedCode(db, customerId);
    if (stored) return stored;
  }
  throw new Error('No free referral code after 5 draws');
}
