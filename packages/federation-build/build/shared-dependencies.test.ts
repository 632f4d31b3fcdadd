/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { sharedDependencies } from '../shared.cjs';

const remote = (name: string) => path.resolve(__dirname, '../../../remotes', name);
const facade = path.resolve(__dirname, '../shared/react-hook-form.js');

test('a remote only our hosts mount shares our list of react-hook-form exports and takes the singletons from the host', () => {
  const shared = sharedDependencies(remote('login'), { singletonsFromHost: true });
  expect(shared['react-hook-form']).toMatchObject({ import: facade, singleton: false });
  expect(shared.react).toMatchObject({ import: false, singleton: true });
});

test('a singleton a remote reaches only through its workspace packages is shared in the version installed with its federation runtime', () => {
  const login = remote('login');
  expect(fs.existsSync(path.join(login, 'node_modules/zustand'))).toBe(false);
  const runtime = path.join(login, 'node_modules/@account/federation');
  const { version } = JSON.parse(
    fs.readFileSync(path.join(runtime, 'node_modules/zustand/package.json'), 'utf8'),
  );
  expect(sharedDependencies(login, { singletonsFromHost: true }).zustand).toEqual({
    singleton: true,
    version,
    requiredVersion: `^${version}`,
    strictVersion: false,
    import: false,
  });
});

test('a remote other teams’ hosts mount asks for the React, zustand and emotion its code needs, not the versions it was built with', () => {
  const shared = sharedDependencies(remote('creators'), { foreignHosts: true });
  // React and its renderer always the host's: no copy of the remote's in the share scope.
  for (const name of ['react', 'react-dom', 'react-dom/client'])
    expect(shared[name]).toMatchObject({
      singleton: true,
      requiredVersion: '^19.0.0',
      import: false,
    });
  expect(shared['react/jsx-runtime']).toMatchObject({
    singleton: true,
    requiredVersion: '^19.0.0',
  });
  expect(shared.zustand).toMatchObject({ requiredVersion: '^5.0.0' });
  expect(shared['@emotion/react']).toMatchObject({ requiredVersion: '^11.0.0' });
});

test('a remote other teams’ hosts mount brings a router for one page, and takes our hosts’ real one', () => {
  const creators = remote('creators');
  const runtime = fs.realpathSync(path.join(creators, 'node_modules/@account/federation'));
  expect(sharedDependencies(creators, { foreignHosts: true })['@account/router']).toMatchObject({
    singleton: true,
    import: path.join(runtime, 'src/app/one-page-router.tsx'),
  });
  // Only our hosts mount the others: they take the host's router and bring none.
  expect(
    sharedDependencies(remote('orders'), { singletonsFromHost: true })['@account/router'],
  ).toMatchObject({ import: false });
});

test('the remotes share the hyphenation patterns @account/ui imports on demand, and the shell does not provide them', () => {
  const ui = fs.realpathSync(path.join(remote('orders'), 'node_modules/@account/ui'));
  const { version } = JSON.parse(
    fs.readFileSync(path.join(ui, 'node_modules/hyphen/package.json'), 'utf8'),
  );
  for (const name of ['orders', 'service', 'wishlist'])
    expect(
      sharedDependencies(remote(name), { singletonsFromHost: true, remote: true })[
        'hyphen/de-1996'
      ],
    ).toEqual({ singleton: false, version, requiredVersion: `^${version}`, strictVersion: false });
  const shell = path.resolve(__dirname, '../../../apps/shell');
  expect(sharedDependencies(shell)).not.toHaveProperty(['hyphen/de-1996']);
});

test('a host asks no range of its singletons, which it loads before any remote, and keeps the range of what a remote may bring another copy of', () => {
  const shell = path.resolve(__dirname, '../../../apps/shell');
  const shared = sharedDependencies(shell, { host: true });
  for (const name of ['react', '@account/session', '@account/router'])
    expect(shared[name]).toMatchObject({ singleton: true, requiredVersion: false });
  expect(shared['@account/ui']).toMatchObject({
    singleton: false,
    requiredVersion: expect.stringMatching(/^\^\d/),
  });
  expect(sharedDependencies(shell).react).toMatchObject({
    requiredVersion: expect.stringMatching(/^\^19\./),
  });
});
