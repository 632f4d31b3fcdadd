import { createHash, randomUUID } from 'node:crypto';
import { shopDateAfter, shopTimeZone, type CountryCode } from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Database, VouchersTable } from '../db/schema';
import { CODE_ALPHABET } from '../domain/customer/profile/vouchers';

const DAY = 24 * 60 * 60 * 1000;

interface DemoVoucher {
  code: string;
  type: VouchersTable['type'];
  /** Cents (VALUE), percent (PERCENTAGE) or null (FREE_SHIPPING). */
  value: number | null;
  minimumOrderCents: number | null;
  /** The last day, counted from the seed's day in the shop's zone (negative: already past). */
  lastDayIn: number;
  /** Redeemed this many days before the seed; absent while not redeemed. */
  redeemedDaysAgo?: number;
}

/**
 * DEMO DATA: "Meine Gutscheine" of every shop customer with each type, one that runs out soon,
 * one redeemed and one expired, so the view shows every state. The amounts are the same number in
 * EUR and CHF, as the welcome voucher's are (DECISIONS.md).
 */
const demoVouchers: readonly DemoVoucher[] = [
  { code: 'HERBST', type: 'VALUE', value: 1500, minimumOrderCents: 5000, lastDayIn: 30 },
  {
    code: 'VERSANDFREI',
    type: 'FREE_SHIPPING',
    value: null,
    minimumOrderCents: null,
    lastDayIn: 7,
  },
  { code: 'TREUE', type: 'PERCENTAGE', value: 10, minimumOrderCents: 2000, lastDayIn: 90 },
  {
    code: 'SOMMER',
    type: 'VALUE',
    value: 500,
    minimumOrderCents: 2500,
    lastDayIn: 20,
    redeemedDaysAgo: 12,
  },
  { code: 'FRUEHLING', type: 'PERCENTAGE', value: 20, minimumOrderCents: null, lastDayIn: -25 },
];

/** A code is unique across customers: the same four characters for a customer on every seed. */
function suffixOf(customerNumber: string): string {
  const digest = createHash('sha256').update(customerNumber).digest();
  return [...digest.subarray(0, 4)]
    .map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length])
    .join('');
}

/** Puts a demo customer's vouchers back to their demo state; a welcome voucher the API gave stays. */
export async function seedDemoVouchers(
  db: Kysely<Database>,
  customer: { id: string; customerNumber: string; countryCode: CountryCode },
  now: Date,
): Promise<void> {
  const zone = shopTimeZone[customer.countryCode];
  await db
    .deleteFrom('vouchers')
    .where('customer_id', '=', customer.id)
    .where('welcome', '=', 0)
    .execute();
  await db
    .insertInto('vouchers')
    .values(
      demoVouchers.map((voucher) => ({
        id: randomUUID(),
        customer_id: customer.id,
        code: `${voucher.code}-${suffixOf(customer.customerNumber)}`,
        type: voucher.type,
        value: voucher.value,
        currency: customer.countryCode === 'CH' ? ('CHF' as const) : ('EUR' as const),
        minimum_order_cents: voucher.minimumOrderCents,
        valid_until: shopDateAfter(now, voucher.lastDayIn, zone),
        welcome: 0,
        redeemed_at:
          voucher.redeemedDaysAgo === undefined
            ? null
            : now.getTime() - voucher.redeemedDaysAgo * DAY,
        created_at: now.getTime() - 60 * DAY,
      })),
    )
    .execute();
}
