import { spawnSync } from 'node:child_process';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');

/**
 * The `no-restricted-syntax` messages of each source, linted as if it sat at its path, with the
 * repository's eslint.config.mjs. One child process for all (ESLint loads its config with
 * import(), which jest's module sandbox does not offer).
 */
function restricted(sources: Record<string, string>): Record<string, string[]> {
  const program = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint();
    const found = {};
    for (const [file, code] of Object.entries(JSON.parse(process.env.SOURCES))) {
      const [result] = await eslint.lintText(code, { filePath: file });
      found[file] = result.messages
        .filter((message) => message.ruleId === 'no-restricted-syntax' && message.severity === 2)
        .map((message) => message.message);
    }
    console.log(JSON.stringify(found));
  `;
  const absolute = Object.fromEntries(
    Object.entries(sources).map(([file, code]) => [path.join(repo, file), code]),
  );
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', program], {
    cwd: repo,
    encoding: 'utf8',
    env: { ...process.env, SOURCES: JSON.stringify(absolute) },
  });
  if (child.status !== 0) throw new Error(child.stderr);
  const found = JSON.parse(child.stdout) as Record<string, string[]>;
  return Object.fromEntries(
    Object.entries(found).map(([file, messages]) => [path.relative(repo, file), messages]),
  );
}

const clientCall = expect.stringContaining('The api-client calls by the catalogue');
const apiPath = expect.stringContaining('An /api/ path is declared once, in the catalogue');
const pageLink = expect.stringContaining('A page path is written once, in `paths`');

describe('every call and every link from the catalogue (issue 37)', () => {
  const found = restricted({
    'packages/api-client/src/profile/by-hand.ts': [
      "export const state = () => request('customer', 'user/data-export');",
      "export const pdf = (n: string) => requestFile('orders', `invoices/${n}/pdf`, 'application/pdf');",
      'export const ok = () => call(addresses.customer.dataExport);',
      '',
    ].join('\n'),
    'remotes/orders/src/features/by-hand/api.ts': [
      "export const state = () => fetch('/api/cs/user/login-state');",
      'export const order = (n: string) => fetch(`/api/orders/order/${n}`);',
      "export const fine = ['/apis', `${base}/api/cs`];",
      '',
    ].join('\n'),
    'packages/contracts/src/catalogue/by-hand.ts': "export const prefix = '/api/cs';\n",
    'remotes/orders/src/features/by-hand/api.test.ts': "export const sent = '/api/cs/user';\n",
    'apps/api/src/services/customer/mails/by-hand.ts': [
      "export const a = () => shopLink(config, locale, 'set-password', { token });",
      'export const b = (n: string) => shopLink(config, locale, `orders/${n}`);',
      "export const c = () => sendLinkMail(trx, config, customer, 'welcome', 'login');",
      "export const d = () => reply.redirect('/login');",
      "export const e = () => reply.code(303).header('location', '/login').send();",
      "export const f = () => fetch('/api/cs/user/login-state');",
      'export const ok1 = () => shopLink(config, locale, paths.login.setPassword(), { token });',
      "export const ok2 = () => shopLink(config, locale, '/', { empfehlung: code });",
      "export const ok3 = () => sendLinkMail(trx, config, customer, 'welcome', paths.login.start());",
      '',
    ].join('\n'),
  });

  it('refuse a client call by a hand-written path, not one by an address of the catalogue', () => {
    expect(found['packages/api-client/src/profile/by-hand.ts']).toEqual([clientCall, clientCall]);
  });

  it('refuse an /api/ path outside the catalogue, as a string or a template', () => {
    expect(found['remotes/orders/src/features/by-hand/api.ts']).toEqual([apiPath, apiPath]);
  });

  it('allow /api/ paths in the catalogue and in tests', () => {
    expect(found['packages/contracts/src/catalogue/by-hand.ts']).toEqual([]);
    expect(found['remotes/orders/src/features/by-hand/api.test.ts']).toEqual([]);
  });

  it("refuse a hand-written page path in the API's mails and redirects, and an /api/ path there", () => {
    expect(found['apps/api/src/services/customer/mails/by-hand.ts']).toEqual([
      pageLink,
      pageLink,
      pageLink,
      pageLink,
      pageLink,
      apiPath,
    ]);
  });
});
