// What `pnpm test` needs from the machine, checked before anything runs: a missing browser or
// nginx would otherwise surface as a dozen failed suites ten minutes in.
import { existsSync } from 'node:fs';
import path from 'node:path';

const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
/** Debian keeps nginx in /usr/sbin, which a non-root user's PATH usually lacks. */
const SYSTEM_BIN_DIRS = ['/usr/sbin', '/usr/local/sbin'];

/** The directory holding `name` on PATH or in the system directories, or null. */
export function findExecutable(name, { env = process.env, exists = existsSync } = {}) {
  const dirs = [...(env.PATH ?? '').split(path.delimiter).filter(Boolean), ...SYSTEM_BIN_DIRS];
  return dirs.find((dir) => exists(path.join(dir, name))) ?? null;
}

function nodeIsSupported(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return major > 20 || (major === 20 && minor >= 19);
}

/**
 * Each missing prerequisite with what it is for and the Debian package that brings it (`apt`), or
 * the command that does when it is not a system package (`command`).
 */
export function missingPrerequisites({
  root,
  env = process.env,
  exists = existsSync,
  nodeVersion = process.version,
}) {
  const missing = [];
  if (!nodeIsSupported(nodeVersion))
    missing.push({
      what: `Node.js 20.19 or later (this is ${nodeVersion})`,
      command: 'nvm install 22',
    });
  if (!exists(path.join(root, 'node_modules/.modules.yaml')))
    missing.push({ what: 'the dependencies', command: 'pnpm install --frozen-lockfile' });
  const chromium = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!exists(chromium)) missing.push({ what: `Chromium at ${chromium} (e2e)`, apt: 'chromium' });
  if (!env.TEST_DATABASE_URL && !exists(path.join(POSTGRES_BIN, 'initdb')))
    missing.push({
      what: `PostgreSQL 15 in ${POSTGRES_BIN} (API suites, deployed mode; or set TEST_DATABASE_URL)`,
      apt: 'postgresql-15',
    });
  if (!findExecutable('nginx', { env, exists }))
    missing.push({
      what: 'nginx (the images’ nginx configuration, deployed-mode e2e)',
      apt: 'nginx',
    });
  if (!findExecutable('pdftoppm', { env, exists }))
    missing.push({
      what: 'poppler-utils (the documents’ tests render PDFs and read their tags)',
      apt: 'poppler-utils',
    });
  if (!findExecutable('promtool', { env, exists }))
    missing.push({
      what: 'promtool (the alert rules’ and Prometheus configuration’s tests, ops/prometheus)',
      apt: 'prometheus',
    });
  if (!findExecutable('pgbouncer', { env, exists }))
    missing.push({
      what: 'PgBouncer (the database failover run under load, e2e/cluster)',
      apt: 'pgbouncer',
    });
  if (!findExecutable('haproxy', { env, exists }))
    missing.push({
      what: 'HAProxy (three API instances behind a load balancer under load, e2e/cluster)',
      apt: 'haproxy',
    });
  if (!exists(BROTLI_MODULE))
    missing.push({ what: 'nginx’s brotli module', apt: 'libnginx-mod-http-brotli-filter' });
  return missing;
}

/** One message naming everything missing and the commands that install it. */
export function prerequisiteMessage(missing) {
  const packages = missing.filter((item) => item.apt).map((item) => item.apt);
  const commands = missing.filter((item) => item.command).map((item) => item.command);
  return [
    'pnpm test cannot run on this machine yet. Missing:',
    ...missing.map((item) => `  - ${item.what}`),
    '',
    'Install with:',
    ...(packages.length
      ? [`  sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`]
      : []),
    ...commands.map((command) => `  ${command}`),
  ].join('\n');
}
