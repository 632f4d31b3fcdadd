import { shopDate } from '@account/contracts';

/**
 * The instant the demo data was seeded at (playwright.config.ts): its orders and invoices are dated
 * in days from it, so tests count from it rather than from their own clock, which may already show
 * the next day in the shop's zone.
 */
export const seededAt = (): Date => new Date(process.env.E2E_SEEDED_AT ?? Date.now());

/**
 * A shop day `days` from the seed's day (negative: before it) as the pages write it (dd.mm.yyyy),
 * counted in calendar days of the shop's zone: 51 × 24 hours back across the end of summer time
 * fell on the next day late at night.
 */
export function shopDayFromSeed(days: number, timeZone: string): string {
  const [year, month, day] = shopDate(seededAt(), timeZone).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  return new Intl.DateTimeFormat('de-DE', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day + days, 12)));
}
