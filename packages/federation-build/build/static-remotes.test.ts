/** @jest-environment node */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { compile, writeProject } from './fixture';
import { StaticRemotesPlugin } from './static-remotes.cjs';

// @account/federation loads a remote through its runtime module; the shell has a module of the
// same name of its own, and a stand-in that imports the remotes statically.
let project: string;
beforeAll(() => {
  project = writeProject({
    'federation/src/index.js': "export { loadRemote } from './runtime/federation';\n",
    'federation/src/runtime/federation.js':
      "export const loadRemote = () => 'from the registry';\n",
    'shell/runtime/federation.js': "export const shellOwn = 'the shell’s own module';\n",
    'shell/static-remotes.js': "export const loadRemote = () => 'imported statically';\n",
    'shell/index.js': [
      "import { loadRemote } from '../federation/src/index.js';",
      "import { shellOwn } from './runtime/federation';",
      'export default { remote: loadRemote(), shellOwn };',
      '',
    ].join('\n'),
  });
});
afterAll(() => rmSync(project, { recursive: true, force: true }));

test('the federation runtime module of @account/federation is replaced, a module of the same name elsewhere is not', async () => {
  const output = path.join(project, 'dist');
  await compile({
    mode: 'development',
    devtool: false,
    target: 'node',
    context: project,
    entry: './shell/index.js',
    output: { path: output, library: { type: 'commonjs2' } },
    plugins: [
      new StaticRemotesPlugin({
        staticRemotes: path.join(project, 'shell/static-remotes.js'),
        federationSource: path.join(project, 'federation/src'),
      }),
    ],
  });
  const { default: shell } = await import(path.join(output, 'main.js'));
  expect(shell).toEqual({
    remote: 'imported statically',
    shellOwn: 'the shell’s own module',
  });
});
