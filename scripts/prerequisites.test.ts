import { spawnSync } from 'node:child_process';
import path from 'node:path';

interface Machine {
  files: string[];
  env?: Record<string, string>;
  nodeVersion?: string;
}

/** What prerequisites.mjs says of a machine holding only `files` (an ES module, so run in a child). */
function verdict({ files, env = { PATH: '/usr/bin:/bin' }, nodeVersion = 'v20.19.0' }: Machine): {
  missing: { what: string }[];
  message: string;
} {
  const module = path.join(__dirname, 'prerequisites.mjs');
  const code = `
    import { missingPrerequisites, prerequisiteMessage } from ${JSON.stringify(module)};
    const files = new Set(${JSON.stringify(files)});
    const missing = missingPrerequisites({
      root: '/repo', env: ${JSON.stringify(env)}, nodeVersion: ${JSON.stringify(nodeVersion)},
      exists: (file) => files.has(file),
    });
    console.log(JSON.stringify({ missing, message: prerequisiteMessage(missing) }));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    encoding: 'utf8',
  });
  return JSON.parse(result.stdout) as { missing: { what: string }[]; message: string };
}

const complete = [
  '/repo/node_modules/.modules.yaml',
  '/usr/bin/chromium',
  '/usr/lib/postgresql/15/bin/initdb',
  '/usr/sbin/nginx',
  '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so',
  '/usr/bin/pdftoppm',
  '/usr/bin/promtool',
  '/usr/sbin/pgbouncer',
  '/usr/sbin/haproxy',
];

describe('the machine pnpm test needs', () => {
  it('is complete with Chromium, PostgreSQL 15, nginx with brotli, poppler-utils, promtool, PgBouncer and HAProxy, even with /usr/sbin off PATH', () => {
    expect(verdict({ files: complete }).missing).toEqual([]);
  });

  it('names nginx and its brotli module with the one apt-get line that installs both', () => {
    const { missing, message } = verdict({
      files: complete.filter((file) => !file.includes('nginx')),
    });
    expect(missing).toHaveLength(2);
    expect(message).toMatch(/nginx \(/);
    expect(message).toContain(
      'sudo apt-get update && sudo apt-get install -y nginx libnginx-mod-http-brotli-filter',
    );
  });

  it('names prometheus, whose promtool checks and tests the alert rules', () => {
    const { missing, message } = verdict({
      files: complete.filter((file) => !file.includes('promtool')),
    });
    expect(missing).toHaveLength(1);
    expect(message).toContain('sudo apt-get install -y prometheus');
  });

  it('names pgbouncer, which the database failover run puts between the API and PostgreSQL', () => {
    const { missing, message } = verdict({
      files: complete.filter((file) => !file.includes('pgbouncer')),
    });
    expect(missing).toHaveLength(1);
    expect(message).toContain('sudo apt-get install -y pgbouncer');
  });

  it('names haproxy, which balances over three API instances in the run under load', () => {
    const { missing, message } = verdict({
      files: complete.filter((file) => !file.includes('haproxy')),
    });
    expect(missing).toHaveLength(1);
    expect(message).toContain('sudo apt-get install -y haproxy');
  });

  it('names poppler-utils, which the documents’ tests render and read PDFs with', () => {
    const { missing, message } = verdict({
      files: complete.filter((file) => !file.includes('pdftoppm')),
    });
    expect(missing).toHaveLength(1);
    expect(message).toContain('sudo apt-get install -y poppler-utils');
  });

  it('takes a database of the developer’s own instead of the PostgreSQL binaries', () => {
    const files = complete.filter((file) => !file.includes('postgresql'));
    expect(verdict({ files }).missing).toHaveLength(1);
    expect(
      verdict({ files, env: { PATH: '/usr/bin', TEST_DATABASE_URL: 'postgres://x' } }).missing,
    ).toEqual([]);
  });

  it('refuses a Node older than 20.19 and a checkout without its dependencies', () => {
    const { message } = verdict({ files: complete.slice(1), nodeVersion: 'v20.11.1' });
    expect(message).toContain('Node.js 20.19 or later (this is v20.11.1)');
    expect(message).toContain('pnpm install --frozen-lockfile');
  });
});
