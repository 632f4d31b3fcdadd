/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { unsharedEntryFolders } from '../shared.cjs';

// Module Federation shares the main entry of @account/ui and @account/api-client; their other
// entry points are bundled by whoever imports them. A file of such an entry point that reached
// the shared part by a relative path would put a second copy of it into the bundle: a second,
// unconfigured api-client (no base URL, no session refresh) or a second theme.
const shell = path.resolve(__dirname, '../../../apps/shell');

/** The file a relative import names. */
function resolveImport(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (file) => fs.existsSync(file) && fs.statSync(file).isFile(),
  );
  if (!found) throw new Error(`${from}: cannot resolve ${specifier}`);
  return found;
}

/** The relative imports and re-exports of a file (type-only ones included: they cost nothing). */
function relativeImports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'(\.[^']*)'/g)].map(
    ([, specifier]) => resolveImport(file, specifier!),
  );
}

function reachable(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const next of relativeImports(file)) reachable(next, seen);
  return seen;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const folders = unsharedEntryFolders(shell);
const packages = [...new Set(folders.map((folder) => folder.replace(/[\\/]src[\\/].*$/, '')))];
const mainEntryOf = (pkg: string) => path.join(pkg, 'src/index.ts');
const inUnsharedFolder = (file: string) => folders.some((folder) => file.startsWith(folder));

it('finds the unshared entry points of @account/ui and @account/api-client', () => {
  expect(packages.map((pkg) => path.basename(pkg)).sort()).toEqual(['api-client', 'ui']);
  expect(folders).toContain(
    fs.realpathSync(path.join(shell, 'node_modules/@account/ui/src/forms')) + path.sep,
  );
});

describe.each(packages.map((pkg) => [`@account/${path.basename(pkg)}`, pkg]))(
  '%s',
  (_name, pkg) => {
    const shared = reachable(mainEntryOf(pkg));

    it('keeps its shared part free of the unshared entry points', () => {
      expect([...shared].filter(inUnsharedFolder).map((file) => path.relative(pkg, file))).toEqual(
        [],
      );
    });

    it('lets the unshared entry points reach the shared part only by the package name', () => {
      const crossings = folders
        .filter((folder) => folder.startsWith(pkg + path.sep))
        .flatMap(sourceFiles)
        .flatMap((file) =>
          relativeImports(file)
            .filter((target) => shared.has(target))
            .map((target) => `${path.relative(pkg, file)} → ${path.relative(pkg, target)}`),
        );
      expect(crossings).toEqual([]);
    });
  },
);
