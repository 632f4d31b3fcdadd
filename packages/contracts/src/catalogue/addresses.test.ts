import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Every module `from` reaches through its value imports and re-exports (type-only ones leave no code). */
function valueImportsOf(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, specifier] of source.matchAll(
    /^(?:import (?!type )[^;]*?|export \* as \w+) from '([^']+)';/gms,
  )) {
    if (!specifier!.startsWith('.')) {
      seen.add(specifier!);
      continue;
    }
    const target = path.resolve(path.dirname(file), specifier!);
    // A data file (phone-metadata.json) imports nothing further.
    if (path.extname(target) === '.json') seen.add(target);
    else valueImportsOf(`${target}.ts`, seen);
  }
  return seen;
}

// The api-client calls endpoints by their addresses, so the ones it calls land in every host's
// startup chunk: a value import there would bring the catalogue's summaries, guards and error
// keys along (several kB of gzip JS), or all of zod (about 20 kB) once it reached one schema.
it('the endpoint addresses the browser loads reach no module outside them', () => {
  const folder = path.join(__dirname, 'addresses');
  const reached = [...valueImportsOf(path.join(folder, 'index.ts'))];
  expect(reached.filter((file) => path.dirname(file) !== folder)).toEqual([]);
  expect(reached).toContain(path.join(folder, 'customer.ts'));
});

it('the import walk follows value imports: the catalogue reaches the areas', () => {
  expect(valueImportsOf(path.join(__dirname, 'catalogue.ts'))).toContain(
    path.join(__dirname, '../login/endpoints.ts'),
  );
});
