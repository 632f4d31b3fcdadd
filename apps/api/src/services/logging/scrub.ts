/**
 * The last line against personal data in free text: the front end sends fixed messages, but an
 * error text may quote what a customer typed. E-mail addresses and runs of six or more digits
 * (customer numbers, phone numbers, IBANs, order numbers) become `~`.
 */
export function scrubPersonalData(text: string): string {
  return text
    .replace(/[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+/g, '~')
    .replace(/(?:\d[\s./-]?){6,}/g, '~');
}
