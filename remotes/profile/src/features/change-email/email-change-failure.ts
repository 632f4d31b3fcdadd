import { ApiError } from '@account/api-client';

/** Spec section 4's change-e-mail states that are failures. */
export type EmailChangeFailure = 'wrongPassword' | 'invalidEmail' | 'emailExists' | 'generic';

/**
 * Spec section 8: 403 → wrong password; 400 with the existing-e-mail key → already exists; any
 * other 400 → invalid e-mail; everything else (also no answer) → generic error.
 */
export function classifyEmailChangeFailure(error: unknown): EmailChangeFailure {
  if (!(error instanceof ApiError)) return 'generic';
  if (error.status === 403) return 'wrongPassword';
  if (error.status === 400)
    return error.errorKey === 'EMAIL_ALREADY_EXISTS' ? 'emailExists' : 'invalidEmail';
  return 'generic';
}
