/**
 * Epoch milliseconds, as the tables store them, in ISO 8601 (UTC) as the answers carry them; null
 * stays null. Number(): PostgreSQL's bigint columns arrive as strings.
 */
export function iso(epochMs: number): string;
export function iso(epochMs: number | null): string | null;
export function iso(epochMs: number | null): string | null {
  return epochMs === null ? null : new Date(Number(epochMs)).toISOString();
}
