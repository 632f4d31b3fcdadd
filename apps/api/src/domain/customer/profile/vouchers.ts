import { randomInt, randomUUID } from 'node:crypto';
import {
  isNewCustomerAt,
  shopDate,
  shopDateAfter,
  shopTimeZone,
  type CustomerVoucher,
  type Voucher,
  type VoucherState,
} from '@account/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Customer, Database, VouchersTable } from '../../../db/schema';

/**
 * The welcome voucher (DECISIONS.md: 10 € in Germany and Austria, 10 CHF in Switzerland) on an
 * order of at least 30 of the same currency, redeemable for 60 days (docs/decisions/README.md).
 */
export const WELCOME_VOUCHER = { valueCents: 1000, minimumOrderCents: 3000, validDays: 60 };

// No 0/O or 1/I/L: codes are read out on the phone and typed from a screen.
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

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

/**
 * Both lists start alike: the welcome voucher given if it is due, the query of all the
 * customer's vouchers, and the shop's day (in the customer's country) they are judged on.
 */
async function vouchersOn(db: Kysely<Database>, customer: Customer, now: Date) {
  await ensureWelcomeVoucher(db, customer, now);
  return {
    today: shopDate(now, shopTimeZone[customer.country_code]),
    vouchers: db.selectFrom('vouchers').selectAll().where('customer_id', '=', customer.id),
  };
}

/** The customer's vouchers still to redeem, welcome voucher first, then by last day. */
export async function liveVouchers(
  db: Kysely<Database>,
  customer: Customer,
  now = new Date(),
): Promise<Voucher[]> {
  const { today, vouchers } = await vouchersOn(db, customer, now);
  const rows = await vouchers
    .where('redeemed_at', 'is', null)
    .where('valid_until', '>=', today)
    .orderBy('welcome', 'desc')
    .orderBy('valid_until', 'asc')
    .orderBy('code', 'asc')
    .execute();
  return rows.map(voucherOf);
}

type VoucherRow = Selectable<VouchersTable>;

function voucherOf(row: VoucherRow): Voucher {
  return {
    code: row.code,
    type: row.type,
    value: row.value === null ? null : Number(row.value),
    currency: row.currency,
    minimumOrderValue: row.minimum_order_cents === null ? null : Number(row.minimum_order_cents),
    validUntil: row.valid_until,
    welcome: Number(row.welcome) === 1,
  };
}

function stateOf(row: VoucherRow, today: string): VoucherState {
  if (row.redeemed_at !== null) return 'REDEEMED';
  return row.valid_until < today ? 'EXPIRED' : 'USABLE';
}

// Usable first, the one that runs out soonest on top; then used and expired, latest first.
const STATE_ORDER: Record<VoucherState, number> = { USABLE: 0, REDEEMED: 1, EXPIRED: 1 };
const lastDayOf = (voucher: CustomerVoucher) =>
  voucher.redeemedAt?.slice(0, 10) ?? voucher.validUntil;

function byUsableFirst(a: CustomerVoucher, b: CustomerVoucher): number {
  const state = STATE_ORDER[a.state] - STATE_ORDER[b.state];
  if (state !== 0) return state;
  if (a.state === 'USABLE')
    return a.validUntil.localeCompare(b.validUntil) || a.code.localeCompare(b.code);
  return lastDayOf(b).localeCompare(lastDayOf(a)) || a.code.localeCompare(b.code);
}

/**
 * "Meine Gutscheine": every voucher of the customer with its state on the shop's day, usable ones
 * first (soonest last day on top), then redeemed and expired ones, the latest first. A new
 * customer's welcome voucher is given here too, so it is there whichever page asks first.
 */
export async function allVouchers(
  db: Kysely<Database>,
  customer: Customer,
  now = new Date(),
): Promise<CustomerVoucher[]> {
  const { today, vouchers } = await vouchersOn(db, customer, now);
  const rows = await vouchers.execute();
  return rows
    .map((row) => ({
      ...voucherOf(row),
      state: stateOf(row, today),
      redeemedAt: row.redeemed_at === null ? null : new Date(Number(row.redeemed_at)).toISOString(),
    }))
    .sort(byUsableFirst);
}
