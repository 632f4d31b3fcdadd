import type { CountryCode } from '@account/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Zip code → the places it serves, per country (reference/SOURCES.md names source and licence). */
export interface PostalReference {
  /** true where the file lists every zip code of the country: an unknown one is wrong. */
  complete: boolean;
  placesOf(zip: string): readonly string[];
  /** The zip codes of a place, by its folded name. */
  zipsOf(place: string): readonly string[];
  places(): IterableIterator<string>;
}

/** Case, white space and the Swiss "ss" for "ß" do not make two places different. */
export const foldPlace = (place: string) =>
  place.trim().toLowerCase().replace(/ß/g, 'ss').replace(/\s+/g, ' ');

function load(file: string, complete: boolean): PostalReference {
  const data = JSON.parse(readFileSync(join(__dirname, 'reference', file), 'utf8')) as Record<
    string,
    string[]
  >;
  const byPlace = new Map<string, string[]>();
  for (const [zip, places] of Object.entries(data))
    for (const place of places) {
      const key = foldPlace(place);
      byPlace.set(key, [...(byPlace.get(key) ?? []), zip]);
    }
  return {
    complete,
    placesOf: (zip) => data[zip] ?? [],
    zipsOf: (place) => byPlace.get(foldPlace(place)) ?? [],
    places: () => byPlace.keys(),
  };
}

let references: Record<CountryCode, PostalReference> | null = null;

/** Read once, on the first check (the German file is 250 kB). */
export function postalReference(country: CountryCode): PostalReference {
  references ??= {
    DE: load('de-postal-codes.json', true),
    AT: load('at-postal-codes.json', false),
    CH: load('ch-postal-codes.json', false),
  };
  return references[country];
}
