import { RECAPTCHA_HEADER } from '@account/contracts';
import type { FastifyRequest } from 'fastify';
import type { ThrottleRuleName } from '../../auth/auth-config';
import type { RecaptchaVerifier } from '../../auth/recaptcha';
import type { ThrottleKey } from '../../auth/throttle';
import type { Config } from '../../config';
import { ApiError } from '../../http/api-error';

/** The customer service's routes also get the reCAPTCHA verifier of the environment. */
export interface Guards {
  recaptcha: RecaptchaVerifier;
}

/** A failed reCAPTCHA is a generic error for the client (spec section 8), never a hint. */
export async function requireRecaptcha(request: FastifyRequest, guards: Guards): Promise<void> {
  const header = request.headers[RECAPTCHA_HEADER.toLowerCase()];
  const token = Array.isArray(header) ? header[0] : header;
  if (!(await guards.recaptcha.verify(token, request.ip)))
    throw new ApiError(400, 'RECAPTCHA_INVALID');
}

/** A throttle key of a configured rule; `request.ip` honours X-Forwarded-For only from trusted proxies. */
export function throttleKey(config: Config, name: ThrottleRuleName, subject: string): ThrottleKey {
  return { name, rule: config.auth.throttling[name], subject: subject.toLowerCase() };
}

export const ipKey = (config: Config, name: ThrottleRuleName, request: FastifyRequest) =>
  throttleKey(config, name, request.ip);
