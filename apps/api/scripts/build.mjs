// Compiles the API for production into dist/ (issue 23): src/server.ts, src/seed.ts and src/migrate.ts, each one
// CommonJS file with source map. The workspace packages (@account/*) are TypeScript sources and
// are bundled in; every npm dependency stays in node_modules (native addons, pdfkit's font files).
// Files the code reads at run time are copied beside the bundle, where its __dirname points.
// `tsx` stays for development (`pnpm start`, `pnpm serve`); typechecking is `pnpm typecheck`.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const { dependencies } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = Object.entries(dependencies)
  .filter(([, version]) => !version.startsWith('workspace:'))
  .flatMap(([name]) => [name, `${name}/*`]);

/** Read with `join(__dirname, …)` by the code; the bundle's __dirname is dist/. */
const assets = [['src/services/address-check/reference', 'reference']];

fs.rmSync(dist, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: ['src/server.ts', 'src/seed.ts', 'src/migrate.ts'],
  outdir: dist,
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'cjs',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
for (const [from, to] of assets)
  fs.cpSync(path.join(root, from), path.join(dist, to), { recursive: true });
