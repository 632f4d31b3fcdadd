import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { copyOfTree } from './tree-copy';

const repo = path.resolve(__dirname, '..');
const uiVersion = JSON.parse(readFileSync(path.join(repo, 'packages/ui/package.json'), 'utf8'))
  .version as string;
const script = path.join(__dirname, 'check-contracts.mjs');

function edit(root: string, file: string, change: (text: string) => string) {
  const target = path.join(root, file);
  const before = readFileSync(target, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`the edit of ${file} changed nothing`);
  writeFileSync(target, after);
}

function check(root: string) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, '--root', root], {
    cwd: repo,
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

let root: string;
beforeEach(() => {
  root = copyOfTree();
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it('passes when everything agrees', () => {
  expect(check(root)).toEqual({ status: 0, output: expect.stringContaining('agree') });
});

it.each([
  [
    'a port two remotes share',
    'apps/shell/public/remotes.json',
    (text: string) => text.replace('localhost:3011', 'localhost:3010'),
    'apps/shell/public/remotes.json: orders and login both use port 3010',
  ],
  [
    "the shell's port",
    'apps/shell/public/remotes.json',
    (text: string) => text.replace('localhost:3011', 'localhost:3000'),
    'orders uses port 3000, which belongs to the shell',
  ],
  [
    'a wrong namespace',
    'remotes/orders/src/i18n/index.ts',
    (text: string) => text.replace("NS = 'orders'", "NS = 'order'"),
    'remotes/orders/src/i18n/index.ts has the namespace "order", expected "orders"',
  ],
  [
    'a wrong webpack name',
    'remotes/login/webpack.config.cjs',
    (text: string) => text.replace("name: 'login'", "name: 'logon'"),
    'remotes/login/webpack.config.cjs builds the container "logon", expected "login"',
  ],
  [
    'a registry name that is no remote',
    'apps/shell/public/remotes.json',
    (text: string) => text.replace('"orders"', '"order"'),
    'apps/shell/public/remotes.json names "order", which is not in remoteNames',
  ],
  [
    'a route areaRoutes does not lead to',
    'remotes/orders/src/Root.tsx',
    (text: string) => text.replace('path={paths.orders.openInvoices.pattern}', 'path="invoices"'),
    'remotes/orders/src/Root.tsx renders no page for the route open-invoices of areaRoutes.orders',
  ],
  [
    'a remote the e2e package does not build',
    'e2e/package.json',
    (text: string) => {
      const e2e = JSON.parse(text);
      delete e2e.devDependencies['@account/remote-orders'];
      return JSON.stringify(e2e);
    },
    'e2e/package.json does not depend on @account/remote-orders',
  ],
  [
    'a service the API serves elsewhere',
    'apps/shell/public/runtime-config.json',
    (text: string) => text.replace('"/api/order-history"', '"/api/orderhistory"'),
    'sends the service "orderHistory" to /api/orderhistory, but apps/api serves it at /api/order-history',
  ],
  [
    'a remote that declares no range for a workspace package',
    'remotes/payments/package.json',
    (text: string) =>
      text.replace('"@account/session": "workspace:^1.0.0"', '"@account/session": "workspace:*"'),
    'remotes/payments/package.json declares no version range for @account/session ("workspace:*")',
  ],
  [
    "a remote's range that excludes the workspace's version",
    'remotes/orders/package.json',
    (text: string) =>
      text.replace(/"@account\/ui": "workspace:[^"]+"/, '"@account/ui": "workspace:^9.0.0"'),
    `remotes/orders/package.json needs @account/ui ^9.0.0, but the workspace has ${uiVersion}`,
  ],
  [
    'a new major of a package that the remotes do not accept yet',
    'packages/session/package.json',
    (text: string) => text.replace(/"version": "1\.\d+\.\d+"/, '"version": "2.0.0"'),
    'remotes/creators/package.json needs @account/session ^1.0.0, but the workspace has 2.0.0',
  ],
  [
    'a remote that depends on another remote',
    'remotes/creators/package.json',
    (text: string) => {
      const creators = JSON.parse(text);
      creators.dependencies['@account/remote-login'] = 'workspace:*';
      return JSON.stringify(creators);
    },
    'remotes/creators/package.json depends on @account/remote-login, which is not a package of packages/',
  ],
])('fails on %s and names the mismatch', (_case, file, change, message) => {
  edit(root, file, change);
  const result = check(root);
  expect(result.status).toBe(1);
  expect(result.output).toContain(message);
});
