/**
 * The instant the demo data was seeded at (playwright.config.ts): its orders and invoices are dated
 * in days from it, so tests count from it rather than from their own clock, which may already show
 * the next day in the shop's zone.
 */
export const seededAt = (): Date => new Date(process.env.E2E_SEEDED_AT ?? Date.now());
