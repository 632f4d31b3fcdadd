import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../customer/password';

/** POST user/delete-account (spec section 7): the current password confirms the deletion. */
export const DeleteAccountRequest = z.object({
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type DeleteAccountRequest = z.input<typeof DeleteAccountRequest>;
