import * as z from 'zod/mini';
import { newPassword } from '../../components/new-password-rule';

export const newPasswordSchema = z
  .object({
    password: newPassword,
    confirmation: z.string().check(z.minLength(1, 'setPassword.confirmRequired')),
  })
  .check(
    z.refine((values) => values.password === values.confirmation, {
      path: ['confirmation'],
      message: 'setPassword.mismatch',
    }),
  );
export type NewPasswordForm = z.infer<typeof newPasswordSchema>;
