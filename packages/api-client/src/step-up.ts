import type { StepUpFailure } from '@account/contracts';
import { ApiError } from './errors';

/**
 * A protected change may need the password again (issue 25, docs/decisions/044-step-up.md): 403
 * PASSWORD_REQUIRED asks for it, another 403 means it was wrong, 429 too many wrong ones. A
 * service that never asks simply never answers these.
 */
export function stepUpFailureOf(error: unknown): StepUpFailure | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 403)
    return error.errorKey === 'PASSWORD_REQUIRED' ? 'passwordRequired' : 'wrongPassword';
  if (error.status === 429) return 'tooMany';
  return null;
}
