import { ApiError } from '@account/api-client';

/**
 * Passkey changes may need the password again (issue 25): 403 PASSWORD_REQUIRED asks for it,
 * another 403 means it was wrong, 429 too many wrong ones.
 */
export type StepUpFailure = 'passwordRequired' | 'wrongPassword' | 'tooMany';

export function stepUpFailureOf(error: unknown): StepUpFailure | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 403)
    return error.errorKey === 'PASSWORD_REQUIRED' ? 'passwordRequired' : 'wrongPassword';
  if (error.status === 429) return 'tooMany';
  return null;
}
