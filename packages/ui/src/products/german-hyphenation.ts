import { hyphenateSync } from 'hyphen/de-1996';

/**
 * German product names with soft hyphens at their syllables, from TeX's reformed-spelling
 * patterns (the Swiss shop writes the same words, "ss" for "ß"). Its own chunk: 103 kB
 * compressed, fetched only by browsers without a German dictionary (decision 071).
 */
export const hyphenateGerman = (text: string): string => hyphenateSync(text);
