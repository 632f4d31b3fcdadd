import * as z from 'zod/mini';
import {
  hasForbiddenCharacters,
  isValidContactEmail,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGE_MIN,
  supportTopics,
} from '@account/contracts';

const KEY = 'customerSupport.form';

// zod/mini keeps the remote's bundle to the checks it calls. An empty field reports only that it
// is required; the length rules are the service's (contracts), so both refuse the same input.
export const supportFormSchema = z.object({
  topic: z
    .string()
    .check(
      z.refine(
        (value) => (supportTopics as readonly string[]).includes(value),
        `${KEY}.required.topic`,
      ),
    ),
  orderNumber: z.string(),
  message: z.string().check(
    z.refine((value) => value.trim().length > 0, `${KEY}.required.message`),
    z.refine(
      (value) => value.trim().length === 0 || value.trim().length >= SUPPORT_MESSAGE_MIN,
      `${KEY}.invalid.messageShort`,
    ),
    z.refine((value) => value.trim().length <= SUPPORT_MESSAGE_MAX, `${KEY}.invalid.messageLong`),
    z.refine((value) => !hasForbiddenCharacters(value), `${KEY}.invalid.messageCharacters`),
  ),
  email: z.string().check(
    z.trim(),
    z.minLength(1, `${KEY}.required.email`),
    z.refine((value) => value.length === 0 || isValidContactEmail(value), `${KEY}.invalid.email`),
  ),
});

export type SupportForm = z.infer<typeof supportFormSchema>;
export const SUPPORT_FORM_FIELDS = ['topic', 'orderNumber', 'message', 'email'] as const;
