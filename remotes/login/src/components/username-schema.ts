import * as z from 'zod/mini';
import { isValidUsername, type Locale } from '@account/contracts';

/** The username of login and forgot password; messages are catalogue keys of the login namespace. */
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
