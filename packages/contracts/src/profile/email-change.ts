import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../customer/password';

export const RequestSource = z.enum(['SHOP']);
export type RequestSource = z.infer<typeof RequestSource>;

/** POST user/change-email, snake_case on the wire. The service checks the address and answers the spec's keys. */
export const ChangeEmailRequest = z.object({
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  new_email: z.string().min(1).max(254),
  newsletter_opt_in: z.boolean().default(false),
});
export type ChangeEmailRequest = z.input<typeof ChangeEmailRequest>;

/** What change-email answers: the address the confirmation mail went to (the e-mail itself changes only when confirmed). */
export const EmailChangeRequested = z.object({ pendingEmail: z.string() });
export type EmailChangeRequested = z.infer<typeof EmailChangeRequested>;

/** POST user/change-email/doi/verify: the token of the link mailed to the new address. */
export const EmailChangeVerifyRequest = z.object({ token: z.string().min(1).max(200) });
export type EmailChangeVerifyRequest = z.input<typeof EmailChangeVerifyRequest>;

/** The address that is now the customer's e-mail and username. */
export const EmailChangeVerified = z.object({ email: z.string() });
export type EmailChangeVerified = z.infer<typeof EmailChangeVerified>;

/** POST user/change-email/undo (docs/decisions/README.md): the token of the link mailed to the old address. */
export const EmailChangeUndoRequest = z.object({ token: z.string().min(1).max(200) });
export type EmailChangeUndoRequest = z.input<typeof EmailChangeUndoRequest>;

/** The address the account has again; its password is gone and a link to set one was mailed there. */
export const EmailChangeUndone = z.object({ email: z.string() });
export type EmailChangeUndone = z.infer<typeof EmailChangeUndone>;
