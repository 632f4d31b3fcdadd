import { randomInt, randomUUID } from 'node:crypto';
import {
  isNewCustomerAt,
  shopDate,
  shopDateAfter,
  shopTimeZone,
  type Voucher,
} from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Customer, Database } from '../../../db/schema';

/**
 * The welcome voucher (DECISIONS.md: 10 € in Germany and Austria, 10 CHF in Switzerland) on an
 * order of at least 30 of the same currency, redeemable for 60 days (docs/decisions/README.md).
 */
export const WELCOME_VOUCHER = { valueCents: 1000, minimumOrderCents: 3000, validDays: 60 };

// No 0/O or 1/I/L: codes are read out on the phone and typed from a screen.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function welcomeCode(): string {
  let suffix = '';
  for (let i = 0; i < 8; i += 1) suffix += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `WILLKOMMEN-${suffix}`;
}

async function latestOrderPlacedAt(db: Kysely<Database>, customerId: string) {
  const latest = await db
    .selectFrom('orders')
    .select('placed_at')
    .where('customer_id', '=', customerId)
    .orderBy('placed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return latest ? Number(latest.placed_at) : null;
}

/**
 * A new customer (no order in two years) gets the welcome voucher once, the first time the
 * account home asks for vouchers; the unique index keeps it at one when two visits race.
 */
async function ensureWelcomeVoucher(db: Kysely<Database>, customer: Customer, now: Date) {
  if (!isNewCustomerAt(await latestOrderPlacedAt(db, customer.id), now.getTime())) return;
  const existing = await db
    .selectFrom('vouchers')
    .select('id')
    .where('customer_id', '=', customer.id)
    .where('welcome', '=', 1)
    .executeTakeFirst();
  if (existing) return;
  const zone = shopTimeZone[customer.country_code];
  try {
    await db
      .insertInto('vouchers')
      .values({
        id: randomUUID(),
        customer_id: customer.id,
        code: welcomeCode(),
        type: 'VALUE',
        value: WELCOME_VOUCHER.valueCents,
        currency: customer.country_code === 'CH' ? 'CHF' : 'EUR',
        minimum_order_cents: WELCOME_VOUCHER.minimumOrderCents,
        valid_until: shopDateAfter(now, WELCOME_VOUCHER.validDays, zone),
        welcome: 1,
        redeemed_at: null,
        created_at: now.getTime(),
      })
      .execute();
  } catch (error) {
    // The other visit inserted it first.
    if (!/unique|duplicate key/i.test(String(error))) throw error;
  }
}

/** The customer's vouchers still to redeem, welcome voucher first, then by last day. */
export async function liveVouchers(
  db: Kysely<Database>,
  customer: Customer,
  now = new Date(),
): Promise<Voucher[]> {
  await ensureWelcomeVoucher(db, customer, now);
  const today = shopDate(now, shopTimeZone[customer.country_code]);
  const rows = await db
    .selectFrom('vouchers')
    .selectAll()
    .where('customer_id', '=', customer.id)
    .where('redeemed_at', 'is', null)
    .where('valid_until', '>=', today)
    .orderBy('welcome', 'desc')
    .orderBy('valid_until', 'asc')
    .orderBy('code', 'asc')
    .execute();
  return rows.map((row) => ({
    code: row.code,
    type: row.type,
    value: row.value === null ? null : Number(row.value),
    currency: row.currency,
    minimumOrderValue: row.minimum_order_cents === null ? null : Number(row.minimum_order_cents),
    validUntil: row.valid_until,
    welcome: Number(row.welcome) === 1,
  }));
}
