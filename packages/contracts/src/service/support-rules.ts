// Zod-free rules of the support form, shared by the browser form and the customer service.
import { usernameKind } from '../customer/username';

/** The topics a support request can be about; labels live in the service remote's catalogue. */
export const supportTopics = [
  'order',
  'delivery',
  'return',
  'payment',
  'account',
  'accessibility',
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
 * The invisible characters that make a text read differently from what it holds: bidirectional
 * overrides, isolates and marks, and zero-width characters (names refuse them too, by allowing
 * letters only).
 */
const INVISIBLE_FORMATTING = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u;

/** Control characters other than tab and line breaks, or invisible formatting: refused in a message. */
export function hasForbiddenCharacters(text: string): boolean {
  for (const char of text) {
    const code = char.charCodeAt(0);
    if ((code < 32 && char !== '\t' && char !== '\n' && char !== '\r') || code === 127) return true;
  }
  return INVISIBLE_FORMATTING.test(text);
}
