// Kept apart from the zod schemas: browser code (api-client) imports these constants, and a
// module with top-level zod calls would bring zod along into the host's startup chunk.

/** Spec section 7: the shop sends `x-request-source: SHOP` with change-email; the link then leads to the shop. */
export const REQUEST_SOURCE_HEADER = 'x-request-source';

/**
 * The grant the username step hands out with 409 NO_CREDENTIALS (an addition to the spec): it
 * opens the account-verification pages and `customers/verify` for that one account, for 15
 * minutes, without a session. Sent back in this header.
 */
export const VERIFICATION_GRANT_HEADER = 'x-verification-grant';
