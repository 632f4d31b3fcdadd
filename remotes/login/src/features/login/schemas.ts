import * as z from 'zod/mini';

export const passwordSchema = z.object({
  password: z.string().check(z.minLength(1, 'password.required')),
  stayLoggedIn: z.boolean(),
});
export type PasswordForm = z.infer<typeof passwordSchema>;
