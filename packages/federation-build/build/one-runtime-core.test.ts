/** @jest-environment node */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compile, writeProject } from './fixture';
import { OneRuntimeCorePlugin } from './one-runtime-core.cjs';

// The federation plugin asks for the CommonJS build of the plugin that hands the runtime out by
// its file path; the ESM build beside it imports the runtime core the host has already.
let project: string;
beforeAll(() => {
  const plugin = 'node_modules/@module-federation/inject-external-runtime-core-plugin/dist';
  project = writeProject({
    [`${plugin}/index.cjs`]: "module.exports = 'second runtime core';\n",
    [`${plugin}/index.js`]: "export default 'runtime core of the host';\n",
  });
  const cjs = path.join(project, plugin, 'index.cjs');
  writeFileSync(
    path.join(project, 'index.js'),
    `import plugin from ${JSON.stringify(cjs)};\nconsole.log(plugin);\n`,
  );
});
afterAll(() => rmSync(project, { recursive: true, force: true }));

test('the host bundles the ESM build of the runtime-handing plugin instead of its CommonJS one', async () => {
  await compile({
    mode: 'development',
    devtool: false,
    context: project,
    entry: './index.js',
    output: { path: path.join(project, 'dist') },
    plugins: [new OneRuntimeCorePlugin()],
  });
  const bundle = readFileSync(path.join(project, 'dist/main.js'), 'utf8');
  expect(bundle).toContain('runtime core of the host');
  expect(bundle).not.toContain('second runtime core');
});
