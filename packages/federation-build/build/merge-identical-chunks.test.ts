/** @jest-environment node */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type webpack from 'webpack';
import { compile, writeProject } from './fixture';
import { MergeIdenticalChunksPlugin } from './merge-identical-chunks.cjs';

// `lib` is loaded from the entry, with its helper, and from a page that holds the helper already
// (removed from the second chunk as available): the two chunks differ, as Module Federation's
// provide and fallback chunks do, until split-chunks moves the helper out of both.
let project: string;
beforeAll(() => {
  project = writeProject({
    'src/index.js': "import(/* webpackChunkName: \"first\" */ 'lib');\nimport('./page');\n",
    'src/page.js':
      "import helper from 'helper';\nexport default helper;\nimport(/* webpackChunkName: \"second\" */ 'lib');\n",
    'node_modules/lib/index.js': "import helper from 'helper';\nexport default ['lib', helper];\n",
    'node_modules/helper/index.js': "export default { name: 'helper' };\n",
  });
});
afterAll(() => rmSync(project, { recursive: true, force: true }));

/** The emitted files that carry the library's code. */
async function filesWithLib(plugins: webpack.WebpackPluginInstance[]) {
  const output = path.join(project, `dist-${plugins.length}`);
  await compile({
    mode: 'production',
    context: project,
    entry: './src/index.js',
    output: { path: output, filename: '[name].js', chunkFilename: '[name].js' },
    optimization: {
      minimize: false,
      concatenateModules: false,
      removeAvailableModules: true,
      splitChunks: {
        cacheGroups: {
          helper: { test: /[\\/]helper[\\/]/, name: 'helper', chunks: 'async', enforce: true },
        },
      },
    },
    plugins,
  });
  return readdirSync(output).filter((file) =>
    readFileSync(path.join(output, file), 'utf8').includes("'lib'"),
  );
}

test('without it, split-chunks leaves the library in two files', async () => {
  expect((await filesWithLib([])).sort()).toEqual(['first.js', 'second.js']);
});

test('the chunks split-chunks made identical are emitted as one file', async () => {
  expect(await filesWithLib([new MergeIdenticalChunksPlugin()])).toHaveLength(1);
});
