// Kept apart from the zod schemas: browser code (@account/tracking) imports these constants, and
// a module with top-level zod calls would bring zod along into the host's startup chunk.

/** The longest log message the logging service takes. */
export const LOG_MESSAGE_MAX = 500;

/** Spec section 9: product tracking defaults. */
export const PRODUCT_TRACKING_DEFAULTS = { shippingType: 'standard', deliveryDays: 5 } as const;

/**
 * Real-user monitoring (POST vitals): the most reports one beacon carries. A page sends its
 * batch when it is hidden; one with more reports sends several beacons.
 */
export const RUM_BATCH_MAX = 25;

/** The most uncaught errors one page view reports: a loop that throws must not flood the API. */
export const RUM_ERRORS_PER_PAGE_VIEW_MAX = 10;

/** The web vitals the shell measures; LCP, INP and TTFB in milliseconds, CLS unitless. */
export const RUM_WEB_VITALS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type RumWebVital = (typeof RUM_WEB_VITALS)[number];

/** The version a report carries when the remote's manifest did not say (or never arrived). */
export const RUM_UNKNOWN_VERSION = 'unknown';

/** A remote's build version as reports carry it: semver-ish, a label value of bounded length. */
export const RUM_VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,31}$/;
