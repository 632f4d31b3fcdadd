// Kept apart from the zod schemas: browser code (@account/tracking) imports these constants, and
// a module with top-level zod calls would bring zod along into the host's startup chunk.

/** The longest log message the logging service takes. */
export const LOG_MESSAGE_MAX = 500;

/** Spec section 9: product tracking defaults. */
export const PRODUCT_TRACKING_DEFAULTS = { shippingType: 'standard', deliveryDays: 5 } as const;
