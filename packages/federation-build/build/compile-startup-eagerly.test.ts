/** @jest-environment node */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { compile, writeProject } from './fixture';
import { COMPILE_HINT, CompileStartupEagerlyPlugin } from './compile-startup-eagerly.cjs';
import { PreloadStartupChunksPlugin } from './preload-startup-chunks.cjs';

// A host: the entry imports the bootstrap, which opens the catalogue lazily; the host provides the
// shared `kit`, which the catalogue uses. Built as a remote, the same project exposes the
// catalogue. Minified as in production.
let project: string;
beforeAll(() => {
  project = writeProject({
    'package.json': JSON.stringify({ name: 'host', version: '1.0.0' }),
    'src/index.js':
      '/* the entry */\nwindow.started = true;\nimport(/* webpackChunkName: "bootstrap" */ \'./bootstrap\');\n',
    'src/bootstrap.js':
      'window.booted = true;\nimport(/* webpackChunkName: "catalogue" */ \'./catalogue\');\n',
    'src/catalogue.js': "import kit from 'kit';\nwindow.catalogue = ['catalogue', kit];\n",
    'node_modules/kit/package.json': JSON.stringify({ name: 'kit', version: '1.0.0' }),
    'node_modules/kit/index.js': "export default { name: 'the kit' };\n",
  });
});
afterAll(() => rmSync(project, { recursive: true, force: true }));

type Build = 'federated' | 'monolith' | 'remote' | 'without the plugin';

/** The emitted scripts by chunk (`kit` for the shared kit's): the file the browser requests and its text. */
async function build(kind: Build) {
  const output = path.join(project, `dist-${kind.replaceAll(' ', '-')}`);
  // The remote's page preloads none of its files; the hosts' preload their start-up chunks.
  const preloaded =
    kind === 'remote' || kind === 'without the plugin'
      ? undefined
      : new PreloadStartupChunksPlugin({ entryChildrenOnly: kind === 'monolith' });
  const plugins: webpack.WebpackPluginInstance[] = [
    // The monolith imports everything itself: no share scope.
    ...(kind === 'monolith'
      ? []
      : [
          new ModuleFederationPlugin({
            name: kind === 'remote' ? 'remote' : 'host',
            ...(kind === 'remote' && {
              filename: 'remoteEntry.js',
              exposes: { './Catalogue': './src/catalogue' },
            }),
            shared: { kit: { version: '1.0.0', requiredVersion: '^1.0.0' } },
            dts: false,
            manifest: false,
          }),
        ]),
    ...(preloaded ? [new HtmlWebpackPlugin(), preloaded] : []),
    ...(kind === 'without the plugin' ? [] : [new CompileStartupEagerlyPlugin({ preloaded })]),
  ];
  await compile({
    mode: 'production',
    context: project,
    entry: './src/index.js',
    output: { path: output, filename: 'main.[contenthash:8].js', chunkFilename: '[name].js' },
    plugins,
  });
  return Object.fromEntries(
    readdirSync(output)
      .filter((file) => file.endsWith('.js'))
      .map((file) => {
        const text = readFileSync(path.join(output, file), 'utf8');
        const name = text.includes('the kit') && !text.includes('catalogue') ? 'kit' : file;
        return [name.replace(/\.[0-9a-f]{8}\.js$|\.js$/, ''), { file, text }];
      }),
  );
}

const hinted = (files: Awaited<ReturnType<typeof build>>) =>
  Object.keys(files)
    .filter((name) => files[name]!.text.startsWith(COMPILE_HINT))
    .sort();

test('the entry starts with the compile hint, after the minifier removed the comments', async () => {
  const { text } = (await build('federated')).main!;
  expect(text.startsWith(COMPILE_HINT)).toBe(true);
  expect(text).toContain('started');
  expect(text).not.toContain('the entry');
});

test('a host compiles eagerly what a cold start runs: entry, bootstrap and its provided shared modules', async () => {
  const files = await build('federated');
  expect(hinted(files)).toEqual(['bootstrap', 'kit', 'main']);
  expect(files.catalogue?.text).toContain('catalogue');
  expect(files.catalogue?.text).not.toContain('allFunctionsCalledOnLoad');
});

test('a monolith compiles eagerly its entry and bootstrap; the page opened later compiles lazily', async () => {
  const files = await build('monolith');
  expect(hinted(files)).toEqual(['bootstrap', 'main']);
  expect(Object.keys(files)).toContain('catalogue');
});

test('a remote compiles eagerly its container, not what it exposes or shares', async () => {
  const files = await build('remote');
  expect(hinted(files)).toEqual(['main', 'remoteEntry']);
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['kit', 'catalogue']));
});

test("the entry's hashed name changes with the hint, so no cache keeps the file without it", async () => {
  const [without, withHint] = [await build('without the plugin'), await build('federated')];
  expect(without.main?.file).toMatch(/^main\.[0-9a-f]{8}\.js$/);
  expect(withHint.main?.file).not.toBe(without.main?.file);
});
