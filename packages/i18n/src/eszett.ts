import type { Catalogue } from './types';

function resolve(base: unknown, override: unknown): unknown {
  if (typeof base !== 'object' || base === null) return override ?? base;
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(base)) {
    result[key] = resolve(
      (base as Record<string, unknown>)[key],
      (override as Record<string, unknown> | undefined)?.[key],
    );
  }
  return result;
}

function collect(node: unknown, path: string, hits: string[]): void {
  if (typeof node === 'string') {
    if (node.includes('ß')) hits.push(path);
  } else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node))
      collect(value, path ? `${path}.${key}` : key, hits);
  }
}

/**
 * Keys whose Swiss text, as the customer sees it after falling back to German, contains "ß".
 * Every catalogue's test calls this, so a new German text with "ß" needs its Swiss override.
 */
export function findEszett<T extends object>(catalogue: Catalogue<T>): string[] {
  const hits: string[] = [];
  collect(resolve(catalogue['de-DE'], catalogue['de-CH']), '', hits);
  return hits;
}
