import type { RecaptchaConfig } from './auth-config';

/** Checks the X-Recaptcha-Token header of a request; swapped per environment. */
export interface RecaptchaVerifier {
  verify(token: string | undefined, remoteIp: string): Promise<boolean>;
}

const SITEVERIFY = 'https://www.google.com/recaptcha/api/siteverify';

interface SiteverifyAnswer {
  success: boolean;
  score?: number;
}

/** Google's verifier; a network failure counts as not verified, so an outage fails closed. */
function googleVerifier(secret: string, minScore: number, fetchImpl: typeof fetch): RecaptchaVerifier {
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

export function createRecaptchaVerifier(config: RecaptchaConfig, fetchImpl: typeof fetch = fetch): RecaptchaVerifier {
  switch (config.mode) {
    case 'off':
      return { verify: async () => true };
    case 'offline':
      return { verify: async (token) => token === config.acceptedToken };
    case 'google':
      return googleVerifier(config.secret, config.minScore, fetchImpl);
  }
}
