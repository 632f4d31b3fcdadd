/** @jest-environment node */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { OneProvidedCopyPlugin } from './one-provided-copy.cjs';

let project: string;

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
  writeFileSync(path.join(project, file), text);
}

function writePackage(folder: string, name: string, version: string, source: string) {
  write(`${folder}/package.json`, JSON.stringify({ name, version, main: 'index.js' }));
  write(`${folder}/index.js`, source);
}

// A remote whose dependency `carousel` brings its own copy of the shared `ui-kit`.
beforeAll(() => {
  project = mkdtempSync(path.join(os.tmpdir(), 'one-provided-copy-'));
  write('package.json', JSON.stringify({ name: 'remote', version: '1.0.0' }));
  write('src/index.js', "import('./area');\n");
  write(
    'src/area.js',
    "import kit from 'ui-kit';\nimport carousel from 'carousel';\nexport default [kit, carousel];\n",
  );
  writePackage('node_modules/ui-kit', 'ui-kit', '1.7.0', "module.exports = 'ui-kit 1.7.0';\n");
  writePackage(
    'node_modules/carousel',
    'carousel',
    '2.0.0',
    "module.exports = require('ui-kit');\n",
  );
  writePackage(
    'node_modules/carousel/node_modules/ui-kit',
    'ui-kit',
    '1.6.0',
    "module.exports = 'ui-kit 1.6.0';\n",
  );
});
afterAll(() => rmSync(project, { recursive: true, force: true }));

function build(shared: Record<string, { version?: string }>) {
  const compiler = webpack({
    mode: 'development',
    context: project,
    entry: './src/index.js',
    output: { path: path.join(project, 'dist'), uniqueName: 'remote' },
    plugins: [
      new ModuleFederationPlugin({ name: 'remote', shared, dts: false, manifest: false }),
      new OneProvidedCopyPlugin(),
    ],
    infrastructureLogging: { level: 'error' },
  });
  return new Promise<string[]>((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) reject(error);
      else resolve(stats.toJson({ all: false, errors: true }).errors!.map((e) => e.message));
    }),
  );
}

test('a build that would provide two copies of a shared package under one version fails, naming both files', async () => {
  const errors = await build({ 'ui-kit': { version: '1.7.0' } });
  expect(errors).toHaveLength(1);
  expect(errors[0]).toContain('ui-kit 1.7.0 is provided from 2 files');
  expect(errors[0]).toContain(path.join('node_modules', 'ui-kit', 'index.js'));
  expect(errors[0]).toContain(path.join('carousel', 'node_modules', 'ui-kit', 'index.js'));
});

test('each copy shared under its own version builds', async () => {
  expect(await build({ 'ui-kit': {} })).toEqual([]);
});
