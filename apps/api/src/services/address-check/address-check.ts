import { isValidZip, type CheckedAddress, type CountryCode } from '@account/contracts';
import { distance } from 'fastest-levenshtein';
import { ApiError } from '../../http/api-error';
import { foldPlace, postalReference, type PostalReference } from './postal-reference';
import { normaliseStreet } from './street-spelling';

/** At most this many suggestions: the first is the recommendation, the rest alternatives. */
const MAX_RESULTS = 5;

/** A typed place counts as a misspelling of a known one up to this many edits (a third of its length). */
const isTypoOf = (typed: string, known: string) =>
  distance(foldPlace(typed), foldPlace(known)) <= Math.max(1, Math.floor(known.length / 3));

/** Two neighbouring digits swapped, the commonest zip typo ("1600" for "1060"). */
function isSwap(typed: string, known: string): boolean {
  if (typed.length !== known.length) return false;
  const differ = [...typed].flatMap((digit, index) => (digit === known[index] ? [] : [index]));
  const [first, second] = differ;
  return (
    differ.length === 2 &&
    second === first! + 1 &&
    typed[first!] === known[second] &&
    typed[second] === known[first!]
  );
}

const zipDistance = (typed: string, known: string) =>
  isSwap(typed, known) ? 0.5 : distance(typed, known);

/** Zip codes nearest to the typed one first: a swap, one mistyped digit, then the numerically closest. */
const byCloseness = (typed: string) => (a: string, b: string) =>
  zipDistance(typed, a) - zipDistance(typed, b) ||
  Math.abs(Number(a) - Number(typed)) - Math.abs(Number(b) - Number(typed));

function candidates(
  reference: PostalReference,
  zip: string,
  city: string,
): Array<{ zipCode: string; city: string }> {
  const places = reference.placesOf(zip);
  const exact = places.find((place) => foldPlace(place) === foldPlace(city));
  if (exact) return [{ zipCode: zip, city: exact }];
  const misspelt = places.filter((place) => isTypoOf(city, place));
  if (misspelt.length) return misspelt.map((place) => ({ zipCode: zip, city: place }));

  // The place is right and the zip code wrong: the place's codes nearest to the typed one.
  let place = city;
  let zips = reference.zipsOf(city);
  if (!zips.length) {
    const known = [...reference.places()].find((name) => isTypoOf(city, name));
    if (known) {
      zips = reference.zipsOf(known);
      place = reference.placesOf(zips[0]!).find((name) => foldPlace(name) === known) ?? city;
    }
  }
  const forPlace = [...zips].sort(byCloseness(zip)).map((zipCode) => ({ zipCode, city: place }));
  // Or the zip code is right and the place another: the places of the zip code come second.
  const forZip = places.map((name) => ({ zipCode: zip, city: name }));
  return [...forPlace.slice(0, 1), ...forZip, ...forPlace.slice(1)];
}

/**
 * The address-check service (spec section 7): the input with the street spelt as the country's
 * post writes it, its zip code and place checked against the postal reference data. The result
 * is a list, best first; the client compares the first with the input. A zip code that breaks
 * the country's format, or that a complete reference does not know for any place, is refused.
 */
export function checkAddress(input: {
  street: string;
  streetNumber: string;
  zipCode: string;
  city: string;
  countryCode: CountryCode;
}): CheckedAddress[] {
  const zip = input.zipCode.trim();
  const country = input.countryCode;
  if (!isValidZip(zip, country)) throw new ApiError(400, 'INVALID_ZIP_CODE');
  const reference = postalReference(country);
  const street = normaliseStreet(input.street, country);
  const streetNumber = input.streetNumber.trim().replace(/\s+/g, ' ');
  const typedCity = input.city.trim().replace(/\s+/g, ' ');
  const city = country === 'CH' ? typedCity.replace(/ß/g, 'ss') : typedCity;

  const found = candidates(reference, zip, city);
  if (!found.length) {
    if (reference.complete) throw new ApiError(400, 'INVALID_ZIP_CODE');
    // Partial data (AT, CH) knows neither: the format is all that can be checked.
    found.push({ zipCode: zip, city });
  }
  const seen = new Set<string>();
  return found
    .filter(({ zipCode, city: place }) => {
      const key = `${zipCode} ${place}`;
      return seen.has(key) ? false : (seen.add(key), true);
    })
    .slice(0, MAX_RESULTS)
    .map(({ zipCode, city: place }) => ({
      street,
      streetNumber,
      zipCode,
      city: place,
      countryCode: country,
    }));
}
