import type { CountryCode } from '@account/contracts';

/**
 * VAT rates in basis points (1900 = 19 %), so 8.1 % and 2.6 % stay integers. Each shop invoices
 * with its own country's rates: DE 19 / 7 %, AT 20 / 13 / 10 %, CH 8.1 / 2.6 % (as of 2026).
 */
export const vatRates = {
  DE: { standard: 1900, reduced: 700 },
  AT: { standard: 2000, intermediate: 1300, reduced: 1000 },
  CH: { standard: 810, reduced: 260 },
} as const;

/**
 * Which rate a kind of goods carries: food and books "reduced" everywhere; plants and flowers
 * "intermediate" in Austria, reduced elsewhere. Everything else is standard-rated.
 */
export type VatClass = 'standard' | 'reduced' | 'intermediate';

export function vatRateOf(country: CountryCode, vatClass: VatClass): number {
  const rates: Partial<Record<VatClass, number>> = vatRates[country];
  return rates[vatClass] ?? vatRates[country].reduced;
}

/**
 * The VAT class of a catalogue category. The departments of this shop (jewellery, cosmetics,
 * kitchen, fashion, home, garden) sell standard-rated goods; single products may differ (food in
 * the kitchen department) and carry their own class (seed/demo-products.ts).
 */
const classOfCategory: Record<string, VatClass> = {
  food: 'reduced',
  books: 'reduced',
  plants: 'intermediate',
};

export const vatClassOfCategory = (category: string): VatClass =>
  classOfCategory[category] ?? 'standard';
