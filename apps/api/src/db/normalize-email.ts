/**
 * The form `customers.email_normalized` holds, by which customers and their mails are found:
 * e-mail addresses are unique regardless of case; the stored `email` keeps the customer's spelling.
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
