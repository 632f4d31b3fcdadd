import fs from 'node:fs';
import path from 'node:path';

/**
 * The browser gets a facade under a shared library's key (shared/<name>.js): an export missing
 * from it is `undefined` at run time although TypeScript, which reads the library's own types,
 * compiles the import. So every value the account area's browser code and the libraries sharing
 * the key import from it must be on the facade's list.
 */
const root = path.resolve(__dirname, '../../..');
// shared.cjs names each facade shared/<library>.js, beside this test.
const facades = Object.fromEntries(
  fs
    .readdirSync(__dirname)
    .filter((file) => file.endsWith('.js'))
    .map((file) => [file.replace(/\.js$/, ''), path.join(__dirname, file)]),
);

function exportedBy(facade: string): string[] {
  const list = /export\s*\{([^}]*)\}/.exec(fs.readFileSync(facade, 'utf8'))?.[1] ?? '';
  return list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
    // Tests run on the library itself (jest), not on the facade.
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The values (not types) that `code` imports from `library`, or `*` for a namespace/default import. */
function importedValues(code: string, library: string): string[] {
  const from = `\\s*from\\s*['"]${library.replace(/[/.]/g, '\\$&')}['"]`;
  const named = new RegExp(`import\\s*(type\\s+)?\\{([^}]*)\\}${from}`, 'g');
  const values: string[] = [];
  for (const [, typeOnly, list] of code.matchAll(named)) {
    if (typeOnly) continue;
    for (const specifier of (list ?? '').split(',').map((s) => s.trim())) {
      if (!specifier || specifier.startsWith('type ')) continue;
      values.push(specifier.split(/\s+as\s+/)[0]?.trim() ?? specifier);
    }
  }
  if (new RegExp(`import\\s+(\\*|\\w+)[^{;]*${from}`).test(code)) values.push('*');
  return values;
}

const browserSources = ['apps', 'remotes', 'packages'].flatMap((top) =>
  fs
    .readdirSync(path.join(root, top))
    .map((name) => path.join(root, top, name, 'src'))
    .filter((dir) => fs.existsSync(dir))
    .flatMap(sourceFiles),
);

describe.each(Object.entries(facades))('the shared facade of %s', (library, facade) => {
  const exported = exportedBy(facade);

  it('exports every value the account area imports from the library', () => {
    const missing = browserSources.flatMap((file) =>
      importedValues(fs.readFileSync(file, 'utf8'), library)
        .filter((name) => !exported.includes(name))
        .map((name) => `${name} (${path.relative(root, file)})`),
    );
    expect(missing).toEqual([]);
  });

  it('exports what the zod resolver, which shares the key, imports from it', () => {
    // Resolved from the login remote, which builds with the resolver.
    const resolverDir = path.dirname(
      require.resolve('@hookform/resolvers/package.json', {
        paths: [path.join(root, 'remotes/login')],
      }),
    );
    const imported = ['dist/resolvers.mjs', 'zod/dist/zod.mjs'].flatMap((file) =>
      [
        ...fs
          .readFileSync(path.join(resolverDir, file), 'utf8')
          .matchAll(new RegExp(`import\\{([^}]*)\\}from"${library}"`, 'g')),
      ].flatMap(([, list]) => (list ?? '').split(',').map((s) => s.split(' as ')[0]?.trim() ?? s)),
    );
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.filter((name) => !exported.includes(name))).toEqual([]);
  });
});
