/** @jest-environment node */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { compile, writeProject } from './fixture';
import { PreloadStartupChunksPlugin } from './preload-startup-chunks.cjs';

// A host: the entry imports the bootstrap, which opens the catalogue lazily; the host provides the
// shared `kit`, which only the catalogue uses.
let project: string;
beforeAll(() => {
  project = writeProject({
    'package.json': JSON.stringify({ name: 'host', version: '1.0.0' }),
    'src/index.js': 'import(/* webpackChunkName: "bootstrap" */ \'./bootstrap\');\n',
    'src/bootstrap.js': 'import(/* webpackChunkName: "catalogue" */ \'./catalogue\');\n',
    'src/catalogue.js': "import kit from 'kit';\nexport default ['catalogue', kit];\n",
    'node_modules/kit/package.json': JSON.stringify({ name: 'kit', version: '1.0.0' }),
    'node_modules/kit/index.js': "export default { name: 'kit' };\n",
  });
});
afterAll(() => rmSync(project, { recursive: true, force: true }));

/** The scripts index.html preloads, by chunk name (`kit` for the shared kit's). */
async function preloaded(options: { entryChildrenOnly?: boolean }) {
  const output = path.join(project, options.entryChildrenOnly ? 'dist-monolith' : 'dist');
  await compile({
    mode: 'development',
    devtool: false,
    context: project,
    entry: './src/index.js',
    output: { path: output, publicPath: '/app/', chunkFilename: '[name].js' },
    plugins: [
      // The monolith imports everything itself: no share scope.
      ...(options.entryChildrenOnly
        ? []
        : [
            new ModuleFederationPlugin({
              name: 'host',
              shared: { kit: { version: '1.0.0', requiredVersion: '^1.0.0' } },
              dts: false,
              manifest: false,
            }),
          ]),
      new HtmlWebpackPlugin(),
      new PreloadStartupChunksPlugin(options),
    ],
  });
  const html = readFileSync(path.join(output, 'index.html'), 'utf8');
  return [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map(([, href]) =>
    href!.replace(/^\/app\/|\.js$/g, '').replace(/^node_modules_kit_index_js$/, 'kit'),
  );
}

test('a federated host preloads the bootstrap and its own provided shared modules, not what loads later', async () => {
  expect((await preloaded({})).sort()).toEqual(['bootstrap', 'kit']);
});

test('a monolith preloads only what the entry imports, not the pages it opens later', async () => {
  expect(await preloaded({ entryChildrenOnly: true })).toEqual(['bootstrap']);
});
