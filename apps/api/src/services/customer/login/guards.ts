import { RECAPTCHA_HEADER } from '@account/contracts';
import type { FastifyRequest } from 'fastify';
import type { RecaptchaVerifier } from '../../../auth/recaptcha';
import { ApiError } from '../../../http/api-error';

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
