import { ApiError } from '@account/api-client';

/** What a failed confirm means for the page: a dead link (410), another answer, or no answer. */
export type LinkFailure = 'expired' | 'alreadyConfirmed' | 'failed';

export function linkFailure(error: unknown): LinkFailure {
  if (error instanceof ApiError && error.status === 410) return 'expired';
  return 'failed';
}
