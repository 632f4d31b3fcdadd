import { z } from 'zod';

export const Locale = z.enum(['de-DE', 'de-AT', 'de-CH']);
export type Locale = z.infer<typeof Locale>;

/**
 * The shop of an `x-locale` header. Language tags are case-insensitive (RFC 5646, 2.1.1): a
 * client that sends `de-ch` or `DE-AT` means the Swiss or Austrian shop, not a bad request.
 */
export const LocaleHeader = z.string().transform((tag, context) => {
  const locale = Locale.options.find((known) => known.toLowerCase() === tag.toLowerCase());
  if (locale) return locale;
  context.addIssue({ code: 'custom', message: `Unknown shop ${tag}` });
  return z.NEVER;
});

export const CountryCode = z.enum(['DE', 'AT', 'CH']);
export type CountryCode = z.infer<typeof CountryCode>;

export const localeOfCountry: Record<CountryCode, Locale> = {
  DE: 'de-DE',
  AT: 'de-AT',
  CH: 'de-CH',
};
