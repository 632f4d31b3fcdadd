import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { RecaptchaConfig } from './auth-config';
import { hashToken, newToken } from '../domain/tokens/tokens';

/** Checks the X-Recaptcha-Token header of a request; swapped per environment. */
export interface RecaptchaVerifier {
  verify(token: string | undefined, remoteIp: string): Promise<boolean>;
  /** Only the offline verifier issues tokens itself (the browser's offline provider asks for one). */
  issue?: () => Promise<string>;
}

const SITEVERIFY = 'https://www.google.com/recaptcha/api/siteverify';

/** Google's tokens live two minutes; the offline ones the same, so stale tokens fail alike. */
const OFFLINE_TOKEN_LIFETIME_MS = 2 * 60_000;

interface SiteverifyAnswer {
  success: boolean;
  score?: number;
}

/** Google's verifier; a network failure counts as not verified, so an outage fails closed. */
function googleVerifier(
  secret: string,
  minScore: number,
  fetchImpl: typeof fetch,
): RecaptchaVerifier {
  return {
    async verify(token, remoteIp) {
      if (!token) return false;
      try {
        const response = await fetchImpl(SITEVERIFY, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
          signal: AbortSignal.timeout(5000),
        });
        const answer = (await response.json()) as SiteverifyAnswer;
        return answer.success && (answer.score === undefined || answer.score >= minScore);
      } catch {
        return false;
      }
    },
  };
}

/**
 * The local stand-in for Google: tokens it issued, each valid once and for two minutes, exactly
 * as siteverify treats Google's. Kept in the database (hashed), so that with several API
 * instances a token issued by one is accepted, once, by any other.
 */
function offlineVerifier(db: Kysely<Database>, now: () => number): RecaptchaVerifier {
  return {
    async issue() {
      const time = now();
      await db.deleteFrom('offline_recaptcha_tokens').where('expires_at', '<=', time).execute();
      const token = newToken();
      await db
        .insertInto('offline_recaptcha_tokens')
        .values({ token_hash: hashToken(token), expires_at: time + OFFLINE_TOKEN_LIFETIME_MS })
        .execute();
      return token;
    },
    async verify(token) {
      if (!token) return false;
      // Deleting is the check: of two requests with one token, only one deletes it.
      const used = await db
        .deleteFrom('offline_recaptcha_tokens')
        .where('token_hash', '=', hashToken(token))
        .where('expires_at', '>', now())
        .executeTakeFirst();
      return Number(used.numDeletedRows) === 1;
    },
  };
}

export function createRecaptchaVerifier(
  config: RecaptchaConfig,
  db: Kysely<Database>,
  fetchImpl: typeof fetch = fetch,
  now: () => number = Date.now,
): RecaptchaVerifier {
  switch (config.mode) {
    case 'off':
      return { verify: async () => true };
    case 'offline':
      return offlineVerifier(db, now);
    case 'google':
      return googleVerifier(config.secret, config.minScore, fetchImpl);
  }
}
