/** Cents in the database, decimal amounts on the wire (49.99): integer sums, no float drift. */
export const fromCents = (cents: number): number => Math.round(cents) / 100;
