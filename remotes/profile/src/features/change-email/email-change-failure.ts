import { ApiError } from '@account/api-client';

/** Spec section 4's change-e-mail states that are failures. */
export type EmailChangeFailure =
  'wrongPassword' | 'invalidEmail' | 'sameEmail' | 'tooMany' | 'generic';

/**
 * Spec section 8: 403 → wrong password; any other 400 → invalid e-mail; everything else (also no
 * answer) → generic error. The service answers an address of another account like a free one
 * (docs/decisions/README.md), so the existing-e-mail key means the customer's own address; 429 means
 * too many confirmation mails.
 */
export function classifyEmailChangeFailure(error: unknown): EmailChangeFailure {
  if (!(error instanceof ApiError)) return 'generic';
  if (error.status === 403) return 'wrongPassword';
  if (error.status === 429) return 'tooMany';
  if (error.status === 400)
    return error.errorKey === 'EMAIL_ALREADY_EXISTS' ? 'sameEmail' : 'invalidEmail';
  return 'generic';
}
