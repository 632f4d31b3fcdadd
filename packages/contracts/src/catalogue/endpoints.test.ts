import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Every module `from` reaches through its value imports (type-only imports leave no code). */
function valueImportsOf(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, specifier] of source.matchAll(/^import (?!type )[^;]*? from '([^']+)';/gms)) {
    if (!specifier!.startsWith('.')) {
      seen.add(specifier!);
      continue;
    }
    valueImportsOf(`${path.resolve(path.dirname(file), specifier!)}.ts`, seen);
  }
  return seen;
}

// The api-client calls endpoints by these addresses, so they land in every host's startup chunk:
// one top-level zod schema reached from here brings all of zod along (about 20 kB of gzip JS).
it('the endpoint addresses the browser loads reach no zod schema', () => {
  const reached = valueImportsOf(path.join(__dirname, 'endpoints.ts'));
  expect([...reached].filter((module) => module === 'zod' || module.startsWith('zod/'))).toEqual(
    [],
  );
  expect(reached.size).toBeGreaterThan(3);
});
