import * as z from 'zod/mini';
import { isValidUsername, type Locale } from '@account/contracts';

/** Messages are catalogue keys of the login namespace; the form translates them. */
export function usernameSchema(locale: Locale) {
  return z.object({
    username: z.string().check(
      z.trim(),
      z.minLength(1, 'username.required'),
      z.refine((value) => value.length === 0 || isValidUsername(value, locale), 'username.invalid'),
    ),
  });
}
export type UsernameForm = z.infer<ReturnType<typeof usernameSchema>>;

export const passwordSchema = z.object({
  password: z.string().check(z.minLength(1, 'password.required')),
  stayLoggedIn: z.boolean(),
});
export type PasswordForm = z.infer<typeof passwordSchema>;
