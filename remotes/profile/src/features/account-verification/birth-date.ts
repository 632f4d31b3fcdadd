/**
 * Spec section 5: the birth date is typed as dd.mm.yyyy (digits and separators only) and sent as
 * yyyy-mm-dd. Null for anything that is no real calendar day.
 */
export function birthDateToIso(typed: string): string | null {
  const match = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(typed.trim());
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null;
}
