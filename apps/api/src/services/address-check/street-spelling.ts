import type { CountryCode } from '@account/contracts';

/**
 * The street as the country's post writes it. Germany and Austria write "Straße", Switzerland
 * never uses "ß" ("Strasse"); customers abbreviate it ("Hauptstr.", "Berliner Str.").
 */
export function normaliseStreet(street: string, country: CountryCode): string {
  const suffix = country === 'CH' ? 'strasse' : 'straße';
  let result = street
    .trim()
    .replace(/\s+/g, ' ')
    // "Hauptstr." / "Hauptstr" / "Hauptstrasse" as one word
    .replace(/(\p{L})(?:str\.?|strasse|straße)(?=$|[\s,])/giu, `$1${suffix}`)
    // "Berliner Str." / "Berliner Strasse" as a word of its own
    .replace(
      /(^|\s)(?:str\.|strasse|straße)(?=$|[\s,])/giu,
      `$1${suffix[0]!.toUpperCase()}${suffix.slice(1)}`,
    );
  if (country === 'CH') result = result.replace(/ß/g, 'ss');
  return result.charAt(0).toUpperCase() + result.slice(1);
}
