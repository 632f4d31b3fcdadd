import type { RecaptchaConfig } from './auth-config';
import { newToken } from './tokens';

/** Checks the X-Recaptcha-Token header of a request; swapped per environment. */
export interface RecaptchaVerifier {
  verify(token: string | undefined, remoteIp: string): Promise<boolean>;
  /** Only the offline verifier issues tokens itself (the browser's offline provider asks for one). */
  issue?: () => string;
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
 * as siteverify treats Google's. Kept in memory: it serves one local process.
 */
function offlineVerifier(now: () => number): RecaptchaVerifier {
  const issued = new Map<string, number>();
  return {
    issue() {
      const time = now();
      for (const [token, expiresAt] of issued) if (expiresAt <= time) issued.delete(token);
      const token = newToken();
      issued.set(token, time + OFFLINE_TOKEN_LIFETIME_MS);
      return token;
    },
    async verify(token) {
      if (!token) return false;
      const expiresAt = issued.get(token);
      issued.delete(token);
      return expiresAt !== undefined && expiresAt > now();
    },
  };
}

export function createRecaptchaVerifier(
  config: RecaptchaConfig,
  fetchImpl: typeof fetch = fetch,
  now: () => number = Date.now,
): RecaptchaVerifier {
  switch (config.mode) {
    case 'off':
      return { verify: async () => true };
    case 'offline':
      return offlineVerifier(now);
    case 'google':
      return googleVerifier(config.secret, config.minScore, fetchImpl);
  }
}
