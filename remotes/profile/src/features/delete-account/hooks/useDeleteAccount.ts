import { useState } from 'react';
import { useNavigate } from '@account/router';
import { ApiError } from '@account/api-client';
import { deleteAccount } from '@account/api-client/profile';
import { paths } from '@account/contracts';
import { endSession } from '@account/session';
import { useSubmit } from '@account/ui/forms';

/** Spec section 8: the server's detail when it sends one, otherwise app.genericError. */
export type DeleteFailure = { detail: string | null; wrongPassword: boolean };

export const classifyDeleteFailure = (error: unknown): DeleteFailure => ({
  detail: error instanceof ApiError ? error.detail : null,
  wrongPassword: error instanceof ApiError && error.status === 403,
});

/** The content page shown after a deletion (the content service's slug). */
export const ACCOUNT_DELETED_SLUG = 'account-deleted';

/**
 * Spec section 4: the modal opens and closes, the deletion is in progress, fails or succeeds;
 * success logs out (the service already ended the session) and goes to the content view.
 */
export function useDeleteAccount() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const request = useSubmit(async (password: string) => {
    await deleteAccount({ password });
    // Leave the protected page first, so the guard does not send the page to login; then log
    // out as the navigation's logout does (the service already ended the session).
    await navigate(paths.content(ACCOUNT_DELETED_SLUG), { replace: true });
    await endSession().catch(() => undefined);
  }, classifyDeleteFailure);
  return {
    open,
    busy: request.busy,
    failure: request.failure,
    openModal: () => setOpen(true),
    closeModal: () => {
      setOpen(false);
      request.reset();
    },
    submit: request.submit,
  };
}
