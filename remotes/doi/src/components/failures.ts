import { ApiError } from '@account/api-client';

/** What a failed confirm means for the page: a dead link (410), another answer, or no answer. */
export type LinkFailure = 'expired' | 'alreadyConfirmed' | 'failed';

export function linkFailure(error: unknown): LinkFailure {
  if (error instanceof ApiError && error.status === 410) return 'expired';
  return 'failed';
}

/**
 * The e-mail-change pages (confirm, undo): 400 EMAIL_ALREADY_EXISTS means the address they would
 * move the account to belongs to another account by now.
 */
export function emailLinkFailure(error: unknown): LinkFailure | 'taken' {
  if (error instanceof ApiError && error.errorKey === 'EMAIL_ALREADY_EXISTS') return 'taken';
  return linkFailure(error);
}
