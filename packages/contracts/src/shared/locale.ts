import { z } from 'zod';

export const Locale = z.enum(['de-DE', 'de-AT', 'de-CH']);
export type Locale = z.infer<typeof Locale>;

export const CountryCode = z.enum(['DE', 'AT', 'CH']);
export type CountryCode = z.infer<typeof CountryCode>;

export const localeOfCountry: Record<CountryCode, Locale> = {
  DE: 'de-DE',
  AT: 'de-AT',
  CH: 'de-CH',
};
