// Zod-free rules of the support form, shared by the browser form and the customer service.
import { usernameKind } from '../customer/username';

/** The topics a support request can be about; labels live in the service remote's catalogue. */
export const supportTopics = [
  'order',
  'delivery',
  'return',
  'payment',
  'account',
  'other',
] as const;
export type SupportTopic = (typeof supportTopics)[number];

export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 2000;
export const EMAIL_MAX = 254;

/**
 * A reply address the service can put into a mail header: one address, no line breaks (header
 * injection) and none of the characters that would make a list of several recipients.
 */
export function isValidContactEmail(raw: string): boolean {
  const value = raw.trim();
  return (
    value.length <= EMAIL_MAX && usernameKind(value) === 'email' && !/[,;<>"()\\\r\n]/.test(value)
  );
}

/**
 * Control characters other than tab and line breaks, and the invisible characters that make a
 * text read differently from what it holds: bidirectional overrides, isolates and marks, and
 * zero-width characters (names refuse them too, by allowing letters only).
 */
const FORBIDDEN_IN_MESSAGE =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u;

export function hasForbiddenCharacters(text: string): boolean {
  return FORBIDDEN_IN_MESSAGE.test(text);
}
