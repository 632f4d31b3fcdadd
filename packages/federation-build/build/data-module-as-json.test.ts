/** @jest-environment node */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { compile, writeProject } from './fixture';

const loader = require.resolve('./data-module-as-json.cjs');
// The wrapper of `hyphen`'s pattern files around a trie like theirs: AMD, CommonJS, a global.
const data = {
  levels: [
    [0, 0, 3],
    [0, 4],
  ],
  trie: { a: { b: [{ c: 1 }, 74], ä: 2 } },
  note: "it's",
};
const umdDataModule = `(function (root, exports) {
  if (typeof define === "function" && define.amd) {
    define([], function () { return exports; });
  } else if (typeof module === "object" && module.exports) {
    module.exports = exports;
  } else {
    root.hyphenationPatterns = exports;
  }
})(this, ${JSON.stringify(data, null, 2)});
`;

let project: string;
beforeAll(() => {
  project = writeProject({
    'src/index.js': 'module.exports = require("patterns");\n',
    'node_modules/patterns/index.js': umdDataModule,
  });
});
afterAll(() => rmSync(project, { recursive: true, force: true }));

async function build(useLoader: boolean) {
  const output = path.join(project, useLoader ? 'dist-json' : 'dist-js');
  await compile({
    mode: 'production',
    context: project,
    entry: './src/index.js',
    output: { path: output, filename: 'main.js', library: { type: 'commonjs2' } },
    module: {
      rules: useLoader
        ? [{ test: /[\\/]patterns[\\/]index\.js$/, type: 'json', use: [loader] }]
        : [],
    },
  });
  const code = readFileSync(path.join(output, 'main.js'), 'utf8');
  const module = { exports: {} as unknown };
  runInNewContext(code, { module, exports: module.exports });
  return { code, exports: module.exports };
}

it('gives a data module to the bundle as JSON, the same data the module exports', async () => {
  const [asScript, asJson] = await Promise.all([build(false), build(true)]);
  expect(asJson.code).toContain('JSON.parse(');
  expect(asScript.code).not.toContain('JSON.parse(');
  expect(asJson.exports).toEqual(data);
  expect(asJson.exports).toEqual(asScript.exports);
});
