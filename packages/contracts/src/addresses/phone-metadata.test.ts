import full from 'libphonenumber-js/metadata.max.json';
import shipped from './phone-metadata.json';

const countries = { DE: '49', AT: '43', CH: '41' } as const;

/**
 * phone-metadata.json is libphonenumber-js's full ("max") metadata cut to the shops' countries
 * (the whole set is 50 kB gzip in the browser). It must follow the installed package; after an
 * upgrade regenerate it with the snippet in docs/decisions/018-addresses.md.
 */
it('is the installed libphonenumber-js metadata for DE, AT and CH', () => {
  const source = full as unknown as {
    version: number;
    countries: Record<string, unknown>;
  };
  expect(shipped).toEqual({
    version: source.version,
    country_calling_codes: Object.fromEntries(
      Object.entries(countries).map(([country, code]) => [code, [country]]),
    ),
    countries: Object.fromEntries(
      Object.keys(countries).map((country) => [country, source.countries[country]]),
    ),
    nonGeographic: {},
  });
});
