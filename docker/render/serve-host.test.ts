// The host image's entry with Debian's nginx: a registry written while it runs (a release, or
// the canary watch rolling back) reaches the next visitor's security headers and the served
// registry without a restart; a stop signal ends nginx and the entry with it.
import { spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@account/test-services/src/free-port';

const entry = path.join(__dirname, 'serve-host.ts');
const localConfig = path.join(__dirname, '../config/local');

async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  let last: T | undefined;
  for (let attempt = 0; attempt < 150; attempt += 1) {
    last = await read().catch(() => undefined);
    if (last !== undefined && accept(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`never accepted: ${JSON.stringify(last)}`);
}

describe('the host image’s entry (serve-host.ts)', () => {
  let work: string;
  let configDir: string;
  let port: number;
  let host: ChildProcess;
  let exited: Promise<number | null>;

  beforeAll(async () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'account-serve-host-'));
    // nginx's workers run as another user when the tests run as root.
    chmodSync(work, 0o755);
    configDir = path.join(work, 'config');
    cpSync(localConfig, configDir, { recursive: true });
    const prefix = path.join(work, 'site');
    // A page as the build leaves it: the render writes the deployment files into it.
    mkdirSync(path.join(prefix, 'www/dpl/av'), { recursive: true });
    writeFileSync(
      path.join(prefix, 'www/dpl/av/index.html'),
      '<!doctype html><html lang="de"><head></head><body></body></html>',
    );
    port = await freePort();
    host = spawn(process.execPath, [entry, prefix], {
      env: {
        ...process.env,
        CONFIG_DIR: configDir,
        LISTEN_PORT: String(port),
        API_UPSTREAMS: '127.0.0.1:9',
        ACCESS_LOG: 'off',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    exited = new Promise((resolve) => host.once('exit', (code) => resolve(code)));
  }, 30_000);

  afterAll(() => {
    host.kill('SIGKILL');
    rmSync(work, { recursive: true, force: true });
  });

  const registry = async () => {
    const page = await fetch(`http://127.0.0.1:${port}/dpl/av/login`);
    const file = await fetch(`http://127.0.0.1:${port}/dpl/av/remotes.json`);
    return {
      csp: page.headers.get('content-security-policy') ?? '',
      body: (await file.json()) as Record<string, string>,
    };
  };

  it('serves a registry written while it runs, with the policy that allows its origins', async () => {
    const before = await eventually(registry, ({ csp }) => csp.includes('http://localhost:8110'));
    expect(before.csp).not.toContain('http://127.0.0.1:8210');

    const file = path.join(configDir, 'remotes.json');
    const changed = {
      ...JSON.parse(readFileSync(file, 'utf8')),
      login: 'http://127.0.0.1:8210/mf-manifest.json',
    };
    writeFileSync(file, JSON.stringify(changed, null, 2));

    const after = await eventually(registry, ({ csp }) => csp.includes('http://127.0.0.1:8210'));
    expect(after.body.login).toBe('http://127.0.0.1:8210/mf-manifest.json');
    expect(after.csp).not.toContain('http://localhost:8110');
  }, 30_000);

  it('keeps serving the last good registry when a written one does not parse', async () => {
    writeFileSync(path.join(configDir, 'remotes.json'), '{"login": ');
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const { body } = await registry();
    expect(body.login).toBe('http://127.0.0.1:8210/mf-manifest.json');
  }, 30_000);

  it('ends with nginx on SIGTERM', async () => {
    host.kill('SIGTERM');
    await expect(exited).resolves.toBe(0);
  }, 30_000);
});
