import { ApiError } from '@account/api-client';

/** Spec section 4's change-password states that are failures (plus the server's own rules). */
export type PasswordChangeFailure =
  'wrongPassword' | 'wrongToken' | 'sameAsCurrent' | 'tooCommon' | 'generic';

/** Spec section 8: 403 → wrong password ("Ihr aktuelles Passwort ist nicht korrekt."), the rest generic. */
export function classifyPasswordChangeFailure(error: unknown): PasswordChangeFailure {
  if (!(error instanceof ApiError)) return 'generic';
  if (error.status === 403) return 'wrongPassword';
  if (error.status === 410) return 'wrongToken';
  if (error.errorKey === 'PASSWORD_UNCHANGED') return 'sameAsCurrent';
  if (error.errorKey === 'PASSWORD_TOO_COMMON') return 'tooCommon';
  return 'generic';
}
