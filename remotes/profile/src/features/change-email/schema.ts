import * as z from 'zod/mini';
import { usernameKind } from '@account/contracts';

/** Spec section 5: new e-mail required and valid, confirmation matching, password required. */
export const changeEmailSchema = z
  .object({
    newEmail: z.string().check(
      z.minLength(1, 'changeEmail.errors.newEmailRequired'),
      z.refine(
        (value) => value.trim() === '' || usernameKind(value) === 'email',
        'changeEmail.errors.newEmailInvalid',
      ),
    ),
    confirmation: z.string().check(z.minLength(1, 'changeEmail.errors.confirmationRequired')),
    password: z.string().check(z.minLength(1, 'changeEmail.errors.passwordRequired')),
    newsletterOptIn: z.boolean(),
  })
  .check(
    z.refine(
      (values) =>
        values.confirmation === '' ||
        values.newEmail.trim().toLowerCase() === values.confirmation.trim().toLowerCase(),
      { path: ['confirmation'], message: 'changeEmail.errors.mismatch' },
    ),
  );
export type ChangeEmailForm = z.infer<typeof changeEmailSchema>;
