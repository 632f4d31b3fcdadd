import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, cookie-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Only this hash is stored, so a leaked database holds no usable tokens. A plain SHA-256 is
 * enough (unlike for passwords): the input is random, there is nothing to guess.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
