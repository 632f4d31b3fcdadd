// The product as deployed, on this machine, for the deployed-mode e2e (playwright.deployed.config.ts):
// Debian's nginx with the images' own configuration (docker/nginx, rendered by
// docker/render/render-site.ts) serving the shell built under /dpl/av (`pnpm build:deployed`)
// and each remote on its own origin, all over TLS with a certificate made for this run; two
// instances of the API behind nginx's upstream, with APP_ENV=production (Secure cookies, no
// development mailbox) on one fresh PostgreSQL database, sending mail by SMTP to a catcher. The runtime configuration is the shipped
// production file with orderCancellation switched on for the walk, and reCAPTCHA set to `none`
// (Google is out of reach offline; the API's RECAPTCHA_OFF_IN_PRODUCTION says so explicitly).
import { randomBytes } from 'node:crypto';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { reloadOnConfigChange } from '../../docker/render/reload-on-config-change.ts';
import { renderSite, substitute } from '../../docker/render/render-site.ts';
import { startSmtpCatcher } from './smtp-catcher.mjs';
import { deployed, pgBin } from './ports.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const templates = path.join(root, 'docker/nginx');
const work = mkdtempSync(path.join(os.tmpdir(), 'account-deployed-'));
// nginx's workers (nobody, when started as root) read the sites below it.
chmodSync(work, 0o755);

const children: ChildProcess[] = [];
let stopping = false;
const cleanups: Array<() => unknown> = [() => rmSync(work, { recursive: true, force: true })];

function run(
  name: string,
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
) {
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); stopping everything.`);
      void stop(1);
    }
  });
  children.push(child);
  return child;
}

async function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (const cleanup of cleanups.reverse()) await cleanup();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

function must(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

async function start() {
  // A certificate for this run: every shop host, every remote origin and the loopback address.
  const certificate = path.join(work, 'tls/cert.pem');
  const key = path.join(work, 'tls/key.pem');
  mkdirSync(path.dirname(certificate));
  must('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
    '-keyout',
    key,
    '-out',
    certificate,
    '-addext',
    'subjectAltName=DNS:localhost,DNS:*.localhost,IP:127.0.0.1',
  ]);
  /** Until the URL answers 200 (over TLS with this run's own certificate). */
  async function waitFor(url: string): Promise<void> {
    const get = url.startsWith('https:') ? https.get : http.get;
    for (let attempt = 0; attempt < 150; attempt += 1) {
      const ok = await new Promise<boolean>((resolve) => {
        get(url, { ca: readFileSync(certificate) }, (response) => {
          response.resume();
          resolve(response.statusCode === 200);
        }).on('error', () => resolve(false));
      });
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`${url} did not come up`);
  }
  const tls = { TLS_CERTIFICATE: certificate, TLS_CERTIFICATE_KEY: key, ACCESS_LOG: 'off' };

  // A fresh database on the shared PostgreSQL server, dropped when this stops.
  const server = new URL(
    process.env.TEST_DATABASE_URL ??
      must('bash', [path.join(root, 'apps/api/scripts/test-postgres.sh')])
        .trim()
        .split('\n')
        .pop()!,
  );
  const database = `account_deployed_${process.pid}`;
  const pgArgs = [
    '-h',
    server.hostname,
    '-p',
    server.port || '5432',
    '-U',
    server.username || 'postgres',
  ];
  must(path.join(pgBin, 'createdb'), [...pgArgs, database]);
  cleanups.push(() => spawnSync(path.join(pgBin, 'dropdb'), [...pgArgs, '--if-exists', database]));
  const databaseUrl = new URL(server);
  databaseUrl.pathname = `/${database}`;
  writeFileSync(deployed.databaseUrlFile, databaseUrl.toString());
  cleanups.push(() => rmSync(deployed.databaseUrlFile, { force: true }));

  const shopOrigin = (host: string) => `https://${host}:${deployed.hostPort}`;
  const shopHosts = { DE: 'de.localhost', AT: 'at.localhost', CH: 'ch.localhost' };

  // The shipped production configuration, as an operator fills it in.
  const configDir = deployed.configDir;
  rmSync(configDir, { recursive: true, force: true });
  mkdirSync(configDir);
  cleanups.push(() => rmSync(configDir, { recursive: true, force: true }));
  const production = JSON.parse(
    substitute(
      readFileSync(path.join(root, 'docker/config/production/runtime-config.json'), 'utf8'),
      {
        SHOP_HOST_DE: shopHosts.DE,
        SHOP_HOST_AT: shopHosts.AT,
        SHOP_HOST_CH: shopHosts.CH,
        RECAPTCHA_SITE_KEY: 'unused-offline',
        SOCIAL_APPLE_CLIENT_ID: 'account-e2e',
        SOCIAL_GOOGLE_CLIENT_ID: 'account-e2e',
        SOCIAL_FACEBOOK_CLIENT_ID: 'account-e2e',
      },
    ),
  );
  const runtimeConfig = {
    ...production,
    shopOrigins: Object.fromEntries(
      Object.entries(production.shopOrigins as Record<string, string>).map(([locale, origin]) => [
        locale,
        `${origin}:${deployed.hostPort}`,
      ]),
    ),
    flags: { ...production.flags, orderCancellation: true },
    recaptcha: { provider: 'none' },
    // Every page view reports (production samples a tenth): the operating tests count failures.
    rum: { ...production.rum, sampleRate: 1 },
  };
  writeFileSync(
    path.join(configDir, 'runtime-config.json'),
    JSON.stringify(runtimeConfig, null, 2),
  );
  writeFileSync(path.join(configDir, 'remotes.json'), JSON.stringify(deployed.registry, null, 2));

  // The shell's nginx, ending TLS itself (so it sends HSTS) and proxying /api to the API.
  const shellDist = path.join(root, 'apps/shell/dist-dpl-av');
  if (!existsSync(path.join(shellDist, 'index.html')))
    throw new Error('apps/shell/dist-dpl-av is missing: run pnpm build:deployed');
  const sites: string[] = [];
  const hostPrefix = path.join(work, 'shell');
  const renderHost = () =>
    renderSite(
      'host',
      { prefix: hostPrefix, templates },
      {
        ...tls,
        CONFIG_DIR: configDir,
        LISTEN_PORT: String(deployed.hostPort),
        // Both API instances: nginx spreads the requests over them, as over a compose's replicas.
        API_UPSTREAMS: deployed.apiPorts.map((port) => `127.0.0.1:${port}`).join(','),
      },
    );
  renderHost();
  cpSync(shellDist, path.join(hostPrefix, 'www/dpl/av'), { recursive: true });
  sites.push(hostPrefix);

  // Each remote on its own origin, readable by the shop hosts only.
  for (const [name, manifest] of Object.entries(deployed.registry)) {
    const prefix = path.join(work, `remote-${name}`);
    renderSite(
      'remote',
      { prefix, templates },
      {
        ...tls,
        LISTEN_PORT: new URL(manifest).port,
        ALLOWED_ORIGINS: Object.values(shopHosts).map(shopOrigin).join(','),
      },
    );
    cpSync(path.join(root, 'remotes', name, 'dist'), path.join(prefix, 'www'), { recursive: true });
    sites.push(prefix);
  }

  const catcher = await startSmtpCatcher({
    smtpPort: deployed.smtpPort,
    httpPort: deployed.mailsPort,
  });
  cleanups.push(() => catcher.close());

  const apiDir = path.join(root, 'apps/api');
  // Nothing of a local run leaks in: no development mailbox, no plain-http cookies, no SQLite.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !['DEV_MAILBOX', 'COOKIE_SECURE', 'SQLITE_FILE', 'APP_ENV'].includes(name),
    ),
  );
  const apiEnvironment = {
    ...inherited,
    APP_ENV: 'production',
    // A key made for this run, as an operator provides one per environment.
    BANK_DETAILS_KEY: randomBytes(32).toString('base64'),
    DATABASE_URL: databaseUrl.toString(),
    SMTP_URL: `smtp://127.0.0.1:${deployed.smtpPort}`,
    // nginx on this machine is the proxy whose X-Forwarded-For the API believes.
    TRUSTED_PROXIES: '127.0.0.1',
    SHOP_ORIGIN_DE: `${shopOrigin(shopHosts.DE)}/dpl/av`,
    SHOP_ORIGIN_AT: `${shopOrigin(shopHosts.AT)}/dpl/av`,
    SHOP_ORIGIN_CH: `${shopOrigin(shopHosts.CH)}/dpl/av`,
    RECAPTCHA_MODE: 'off',
    RECAPTCHA_OFF_IN_PRODUCTION: 'true',
  };
  // The API compiled, as its image runs it (docker/api.Dockerfile).
  if (!existsSync(path.join(apiDir, 'dist/server.js')))
    throw new Error('apps/api/dist is missing: run pnpm build:deployed');
  // Two instances on the one database, started together as a compose's replicas are: both
  // migrate the empty database at once, and whatever one of them knows (sessions, throttle
  // counters, idempotency keys) the other must know too.
  deployed.apiPorts.forEach((port, index) =>
    run(`api ${index + 1}`, process.execPath, ['--enable-source-maps', 'dist/server.js'], {
      cwd: apiDir,
      env: {
        ...apiEnvironment,
        API_PORT: String(port),
        METRICS_PORT: String(deployed.metricsPorts[index]),
      },
    }),
  );
  // nginx starts once both answer, so its first proxied request finds either.
  for (const port of deployed.apiPorts) await waitFor(`http://127.0.0.1:${port}/api/ready`);
  must(process.execPath, ['dist/seed.js'], { cwd: apiDir, env: apiEnvironment });
  for (const prefix of sites) {
    const nginxArgs = ['-e', 'stderr', '-p', prefix, '-c', 'conf/nginx.conf'];
    must('nginx', [...nginxArgs, '-t', '-q']);
    const nginx = run(`nginx ${path.basename(prefix)}`, 'nginx', [
      ...nginxArgs,
      '-g',
      'daemon off;',
    ]);
    // As the host image does (docker/render/serve-host.ts): a release or a rollback written to
    // the registry is rendered and nginx reloaded.
    if (prefix === hostPrefix) {
      cleanups.push(reloadOnConfigChange(configDir, renderHost, nginx, { intervalMs: 200 }));
    }
  }
  for (const url of [
    `https://127.0.0.1:${deployed.hostPort}/api/ready`,
    ...Object.values(deployed.registry).map((manifest) =>
      manifest.replace('localhost', '127.0.0.1'),
    ),
  ])
    await waitFor(url);
  console.log(`Deployed mode ready: ${shopOrigin(shopHosts.DE)}/dpl/av/`);
}

start().catch(async (error: unknown) => {
  console.error(error);
  await stop(1);
});
