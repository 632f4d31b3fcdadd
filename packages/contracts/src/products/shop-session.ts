// Zod-free constants of the shop session the basket and the recommendations key on.

/** The header naming the shop session whose basket a call changes (spec section 7). */
export const SESSION_ID_HEADER = 'X-SessionId';

/**
 * Spec section 9 says 3 random bytes in hex, kept about 180 days. The id is all that opens a
 * guest's basket, and 24 bits are guessed in seconds: it has 128 (issue 20,
 * docs/decisions/031-security-second-round-baskets-sessions-proxies-shutdown.md).
 */
export const SHOP_SESSION_ID_BYTES = 16;
export const SHOP_SESSION_ID_LIFETIME_MS = 15_552_000_000;
export const SHOP_SESSION_ID_PATTERN = /^[0-9a-f]{32}$/;
