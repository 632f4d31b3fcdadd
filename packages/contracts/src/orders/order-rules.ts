import { isNothingDispatched, type ItemStatus } from './order-status';
import type { CountryCode } from '../shared/locale';
import { nextMidnight, shopDate, shopDateAfter } from '../shared/shop-time';

export interface CancellationWindow {
  possible: boolean;
  /** Whole minutes until the order's day ends in the shop's time zone; 0 when not possible. */
  minutesLeft: number;
}

/**
 * Spec section 9 and DECISIONS.md: online cancellation only on the calendar day of the order in
 * the shop's time zone, and only while nothing is dispatched.
 */
export function cancellationWindow(
  placedAt: Date,
  now: Date,
  timeZone: string,
  items: readonly ItemStatus[],
): CancellationWindow {
  const sameDay = shopDate(placedAt, timeZone) === shopDate(now, timeZone);
  const open = items.filter((s) => s !== 'cancelled');
  if (!sameDay || open.length === 0 || !isNothingDispatched(open))
    return { possible: false, minutesLeft: 0 };
  const minutesLeft = Math.floor((nextMidnight(now, timeZone).getTime() - now.getTime()) / 60_000);
  return minutesLeft > 0 ? { possible: true, minutesLeft } : { possible: false, minutesLeft: 0 };
}

/** 14 days from receipt of the goods (§ 355 BGB, § 11 FAGG). */
export const WITHDRAWAL_PERIOD_DAYS = 14;
/** The withdrawal function is required for the German and Austrian shops; Swiss law has no such right. */
export const withdrawalCountries: readonly CountryCode[] = ['DE', 'AT'];

export interface WithdrawalWindow {
  possible: boolean;
  /** Last day (yyyy-mm-dd, shop time) for orders already delivered; null before delivery. */
  until: string | null;
}

/**
 * A contract can be withdrawn from before delivery and up to 14 days after it, as long as
 * something of it is still with the customer or on its way (not cancelled or returned).
 */
export function withdrawalWindow(
  order: {
    countryCode: CountryCode;
    deliveredAt: Date | null;
    withdrawnAt: Date | null;
    items: readonly ItemStatus[];
  },
  now: Date,
  timeZone: string,
): WithdrawalWindow {
  const until = order.deliveredAt
    ? shopDateAfter(order.deliveredAt, WITHDRAWAL_PERIOD_DAYS, timeZone)
    : null;
  const kept = order.items.some((s) => s !== 'cancelled' && s !== 'returned');
  const inTime = until === null || shopDate(now, timeZone) <= until;
  const possible =
    withdrawalCountries.includes(order.countryCode) && !order.withdrawnAt && kept && inTime;
  return { possible, until };
}

/** Goods may be sent back for 30 days after delivery (DECISIONS: the shop's return promise). */
export const RETURN_PERIOD_DAYS = 30;

export interface ReturnWindow {
  possible: boolean;
  /** Last day (yyyy-mm-dd, shop time) to return; null before delivery. */
  until: string | null;
}

/** Delivered items can be returned up to and including the 30th day after delivery, in shop time. */
export function returnWindow(
  order: { deliveredAt: Date | null; items: readonly ItemStatus[] },
  now: Date,
  timeZone: string,
): ReturnWindow {
  if (!order.deliveredAt) return { possible: false, until: null };
  const until = shopDateAfter(order.deliveredAt, RETURN_PERIOD_DAYS, timeZone);
  const possible = order.items.includes('delivered') && shopDate(now, timeZone) <= until;
  return { possible, until };
}
