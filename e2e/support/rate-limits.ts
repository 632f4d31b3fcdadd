import { inRunDatabase } from './run-database';

/**
 * Forgets what a rate limit counted so far (`logging-vitals`, … in apps/api's throttle_counters):
 * every page of the run comes from 127.0.0.1, so the page views of the tests before one add up
 * against a per-address limit a customer's own visits never reach. Written straight into the
 * run's database (playwright.config.ts), as the product has no way to do it.
 */
export function forgetRateLimit(name: string): void {
  inRunDatabase((database) =>
    database.prepare('delete from throttle_counters where key like ?').run(`${name}:%`),
  );
}
