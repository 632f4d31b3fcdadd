import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { copyOfTree } from './tree-copy';

const repo = path.resolve(__dirname, '..');

function run(script: string, args: string[]) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, script), ...args],
    {
      cwd: repo,
      encoding: 'utf8',
    },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

let root: string;
beforeEach(() => {
  root = copyOfTree();
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

// Building, testing and the e2e of a generated remote are verified by hand (see the report of
// issue 7); here: every area to come, and a new name, come out agreeing with the contracts.
it.each(['addresses', 'payments', 'wishlist', 'creators', 'doi', 'profile', 'service', 'demo'])(
  'pnpm new-remote %s writes a remote that check-contracts accepts',
  (name) => {
    const generated = run('new-remote.mjs', [name, '--root', root, '--skip-install']);
    expect(generated).toEqual({
      status: 0,
      output: expect.stringContaining(`Done: remotes/${name} on port 3012`),
    });
    expect(run('check-contracts.mjs', ['--root', root])).toEqual({
      status: 0,
      output: expect.stringContaining('3 remotes'),
    });
    expect(existsSync(path.join(root, 'e2e/tests', `${name}.spec.ts`))).toBe(true);
    const registry = JSON.parse(
      readFileSync(path.join(root, 'apps/shell/public/remotes.json'), 'utf8'),
    );
    expect(registry[name]).toBe('http://localhost:3012/mf-manifest.json');
  },
);

it('refuses a name that is no identifier, an existing remote and a path another area owns', () => {
  expect(run('new-remote.mjs', ['my-area', '--root', root, '--skip-install'])).toEqual({
    status: 1,
    output: expect.stringContaining('lower-case letters and digits'),
  });
  expect(run('new-remote.mjs', ['orders', '--root', root, '--skip-install'])).toEqual({
    status: 1,
    output: expect.stringContaining('remotes/orders exists already'),
  });
  expect(
    run('new-remote.mjs', ['shop', '--path', 'orders', '--root', root, '--skip-install']),
  ).toEqual({
    status: 1,
    output: expect.stringContaining('the path orders belongs to orders already'),
  });
});
