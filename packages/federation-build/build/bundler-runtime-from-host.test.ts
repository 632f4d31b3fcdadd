import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { BundlerRuntimeFromHostPlugin } from './bundler-runtime-from-host.cjs';
import { compile, writeProject } from './fixture';

const fromHost = path.resolve(
  __dirname,
  '../../federation/src/runtime/bundler-runtime-from-host.ts',
);

// A remote exposing one area, built to run on its host's federation runtime.
let project: string;
beforeAll(() => {
  project = writeProject({
    'package.json': '{ "name": "area", "version": "1.0.0" }',
    'src/index.js': '',
    'src/area.js': "export default 'area';\n",
  });
});
afterAll(() => rmSync(project, { recursive: true, force: true }));

/** Builds the remote (module ids are paths in development) and returns its remoteEntry.js. */
async function remoteEntry(plugins: webpack.WebpackPluginInstance[]): Promise<string> {
  const output = path.join(project, `dist-${plugins.length}`);
  await compile({
    mode: 'development',
    devtool: false,
    context: project,
    entry: './src/index.js',
    output: { path: output, uniqueName: 'area' },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: require.resolve('swc-loader'),
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'area',
        filename: 'remoteEntry.js',
        exposes: { './Area': './src/area.js' },
        dts: false,
        manifest: false,
        experiments: { externalRuntime: true },
      }),
      ...plugins,
    ],
  });
  return readFileSync(path.join(output, 'remoteEntry.js'), 'utf8');
}

const OWN_BUNDLER_RUNTIME =
  /webpack-bundler-runtime\/dist\/(consumes|remotes|initContainerEntry)\.js/;

test('without the plugin, a remote carries its own bundler runtime', async () => {
  expect(await remoteEntry([])).toMatch(OWN_BUNDLER_RUNTIME);
});

test('with the plugin, the remote takes the host’s bundler runtime and keeps its own federation runtime', async () => {
  const entry = await remoteEntry([new BundlerRuntimeFromHostPlugin({ fromHost })]);
  expect(entry).not.toMatch(OWN_BUNDLER_RUNTIME);
  expect(entry).toContain('src/runtime/bundler-runtime-from-host.ts');
  expect(entry).toMatch(/@module-federation\/runtime\/dist\/index\.js/);
});
