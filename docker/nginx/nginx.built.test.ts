// The images' nginx configuration, proved with Debian's nginx (as the images install it): the
// rendered host and remote sites pass `nginx -t`, then serve the built shell and a built remote
// (run `pnpm build` first) while real requests check routing, caching, compression, the proxy
// and the security headers. No docker engine needed.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readdirSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@account/test-services/src/free-port';
import { renderSite } from '../render/render-site.ts';
import { CUSTOMER_NUMBER_COOKIE } from '../../packages/contracts/src/shared/shop.ts';
import { cacheControlOf } from '../../ops/cdn/cache-rules.cjs';

const repository = path.join(__dirname, '../..');
const templates = __dirname;
const shellDist = path.join(repository, 'apps/shell/dist');
const loginDist = path.join(repository, 'remotes/login/dist');

/** A fresh prefix the workers can read: run as root, nginx's workers are `nobody`. */
function sitePrefix(kind: string): string {
  const prefix = mkdtempSync(path.join(os.tmpdir(), `nginx-${kind}-`));
  chmodSync(prefix, 0o755);
  return prefix;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function request(
  port: number,
  url: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      { host: '127.0.0.1', port, method, path: url, headers },
      (response) => {
        let body = '';
        response.setEncoding('latin1').on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function nginx(prefix: string, ...args: string[]) {
  return ['-e', 'stderr', '-p', prefix, '-c', 'conf/nginx.conf', ...args];
}

async function startNginx(prefix: string, port: number): Promise<ChildProcess> {
  const child = spawn('nginx', nginx(prefix, '-g', 'daemon off;'), { stdio: 'inherit' });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(socket.end() && true));
      socket.on('error', () => resolve(false));
    });
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not listen on ${port}`);
}

const hashedBundle = (dist: string) =>
  readdirSync(dist).find((file) => /^main\.[0-9a-f]{8}\.js$/.test(file)) ?? '';

describe('the host site (shell) on Debian’s nginx', () => {
  let port: number;
  let nginxProcess: ChildProcess;
  /** Two API instances, as compose runs them; the third address is one that is down. */
  const apis: http.Server[] = [];
  /** What the API instances saw of each proxied request, and which instance saw it. */
  const proxied: Array<{ instance: number; url?: string; forwardedFor?: string; host?: string }> =
    [];

  beforeAll(async () => {
    if (!existsSync(path.join(shellDist, 'index.html')))
      throw new Error('apps/shell is not built: run pnpm build first');
    for (const instance of [1, 2]) {
      const api = http.createServer((incoming, response) => {
        proxied.push({
          instance,
          url: incoming.url,
          forwardedFor: incoming.headers['x-forwarded-for'] as string | undefined,
          host: incoming.headers.host,
        });
        response.setHeader('content-type', 'application/json');
        response.end('{"status":"ok"}');
      });
      await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
      apis.push(api);
    }
    const upstreams = [
      ...apis.map((api) => (api.address() as net.AddressInfo).port),
      await freePort(),
    ].map((apiPort) => `127.0.0.1:${apiPort}`);
    port = await freePort();
    const prefix = sitePrefix('host');
    // As in the image: the build is in place when the site is rendered at the container's start.
    cpSync(shellDist, path.join(prefix, 'www/dpl/av'), { recursive: true });
    renderSite(
      'host',
      { prefix, templates },
      {
        CONFIG_DIR: path.join(__dirname, '../config/local'),
        API_UPSTREAMS: upstreams.join(','),
        LISTEN_PORT: String(port),
        ACCESS_LOG: 'off',
      },
    );
    const test = spawnSync('nginx', nginx(prefix, '-t'), { encoding: 'utf8' });
    expect(test.stderr).toContain('test is successful');
    nginxProcess = await startNginx(prefix, port);
  }, 30_000);

  afterAll(async () => {
    nginxProcess?.kill();
    await Promise.all(apis.map((api) => new Promise((resolve) => api.close(resolve))));
  });

  it('answers a page below /dpl/av with the shop’s pre-rendered HTML and its own nonce', async () => {
    const first = await request(port, '/dpl/av/login', { headers: { host: 'at.localhost' } });
    const second = await request(port, '/dpl/av/login');
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.body).toContain('<html lang="de-AT"');
    expect(second.body).toContain('<html lang="de-DE"');
    const nonce = /'nonce-([0-9a-f]{32})'/.exec(
      String(first.headers['content-security-policy']),
    )?.[1];
    expect(nonce).toBeDefined();
    expect(first.body).toContain(`<style nonce="${nonce}"`);
    expect(first.body).not.toContain('__CSP_NONCE__');
    expect(second.headers['content-security-policy']).not.toContain(nonce);
    // The mounted settings and registry travel in the page (render-site.ts).
    expect(first.body).toContain(
      '<script type="application/json" id="deployment-files">{"/dpl/av/runtime-config.json":',
    );
  });

  it('answers the home pre-rendered only to a customer with a session', async () => {
    const customer = await request(port, '/dpl/av/home', {
      headers: { cookie: `${CUSTOMER_NUMBER_COOKIE}=10012345` },
    });
    const visitor = await request(port, '/dpl/av/home');
    expect(customer.status).toBe(200);
    expect(customer.body).toContain('Hier behalten Sie Ihre Bestellungen');
    expect(visitor.status).toBe(200);
    expect(visitor.body).not.toContain('Hier behalten Sie Ihre Bestellungen');
    expect(visitor.body).toMatch(/<div id="?root"?><\/div>/);
  });

  it('sends the security headers derived from the mounted registry and configuration on HTML', async () => {
    const page = await request(port, '/dpl/av/orders/4711');
    expect(page.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cross-origin-opener-policy': 'same-origin',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'reporting-endpoints': 'csp="/api/logging/csp-reports"',
      'cache-control': 'no-cache',
    });
    expect(page.headers['content-security-policy']).toMatch(
      /^default-src 'self'; script-src 'self' http:\/\/localhost:8110 .*http:\/\/localhost:8118; style-src 'self' 'nonce-[0-9a-f]{32}';.* object-src 'none'; base-uri 'none'; frame-ancestors 'none'; report-uri \/api\/logging\/csp-reports; report-to csp$/,
    );
    // Without validators the browser cannot revalidate a page into an old nonce.
    expect(page.headers.etag).toBeUndefined();
    expect(page.headers['last-modified']).toBeUndefined();
    // No HSTS over plain http: that belongs to the TLS listener.
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends no referrer from the token pages', async () => {
    for (const url of [
      '/dpl/av/set-password?token=abc',
      '/dpl/av/magic-link?token=abc',
      '/dpl/av/login/forgottenpassword/abc',
      '/dpl/av/newsletter/confirmation?token=abc',
      '/dpl/av/stock-reminder/unsubscribe?token=abc',
      '/dpl/av/email-change/confirm-doi?token=abc',
      '/dpl/av/research/confirmation?market-research-doi-token=abc',
      '/dpl/av/unsubscribe/upsell?customer_id=1',
      '/dpl/av/change-password?token=abc',
      '/dpl/av/login/social/GOOGLE?code=abc&state=xyz',
    ]) {
      expect([url, (await request(port, url)).headers['referrer-policy']]).toEqual([
        url,
        'no-referrer',
      ]);
    }
  });

  it('answers HEAD like GET, without a body, and refuses other methods on pages', async () => {
    const head = await request(port, '/dpl/av/orders', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.body).toBe('');
    const post = await request(port, '/dpl/av/orders', { method: 'POST' });
    expect(post.status).toBe(404);
    expect(JSON.parse(post.body)).toEqual({ errorKey: 'NOT_FOUND' });
  });

  it('serves the root itself and its directory as the app', async () => {
    for (const url of ['/dpl/av', '/dpl/av/']) {
      const answer = await request(port, url);
      expect([url, answer.status, /<div id="?root"?/.test(answer.body)]).toEqual([url, 200, true]);
    }
    const outside = await request(port, '/elsewhere');
    expect(outside.status).toBe(404);
    expect(JSON.parse(outside.body)).toEqual({ errorKey: 'NOT_FOUND' });
  });

  it('moves the absolute newsletter cancel address below the root, token and all', async () => {
    const answer = await request(port, '/newsletter/cancelSubscription?token=abc');
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/dpl/av/newsletter/cancelSubscription?token=abc');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
  });

  it('caches hashed bundles for good and revalidates the registry and runtime configuration', async () => {
    const bundle = await request(port, `/dpl/av/${hashedBundle(shellDist)}`);
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(bundle.headers['content-security-policy']).toBeUndefined();
    expect(bundle.headers['cache-control']).toBe(cacheControlOf(hashedBundle(shellDist)));
    for (const file of ['remotes.json', 'runtime-config.json']) {
      const answer = await request(port, `/dpl/av/${file}`);
      expect([file, answer.headers['cache-control']]).toEqual([file, cacheControlOf(file)]);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('compresses with brotli where the browser takes it, else gzip', async () => {
    const url = `/dpl/av/${hashedBundle(shellDist)}`;
    const brotli = await request(port, url, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    const gzip = await request(port, url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('proxies /api with X-Forwarded-For set by nginx, never the client’s', async () => {
    const answer = await request(port, '/api/cs/user/login-state', {
      headers: { 'x-forwarded-for': '203.0.113.7', host: 'de.localhost' },
    });
    expect(answer.status).toBe(200);
    expect(proxied.at(-1)).toMatchObject({
      url: '/api/cs/user/login-state',
      forwardedFor: '127.0.0.1',
      host: 'de.localhost',
    });
    expect(answer.headers['cache-control']).toBeUndefined();
  });

  it('spreads /api over every API instance and passes requests, writes too, past one that is down', async () => {
    const seen = proxied.length;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        request(port, `/api/orders/order/${index}/cancel`, { method: 'POST' }),
      ),
    );
    // The instance that is down refuses the connection: nothing was sent, so nginx may send the
    // request to the next one, a POST included, and no customer sees the restart.
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const instances = proxied.slice(seen).map((request) => request.instance);
    expect(instances).toHaveLength(6);
    expect(new Set(instances)).toEqual(new Set([1, 2]));
  });
});

describe('the remote site (login) on Debian’s nginx', () => {
  let port: number;
  let nginxProcess: ChildProcess;

  beforeAll(async () => {
    if (!existsSync(path.join(loginDist, 'mf-manifest.json')))
      throw new Error('remotes/login is not built: run pnpm build first');
    port = await freePort();
    const prefix = sitePrefix('remote');
    renderSite(
      'remote',
      { prefix, templates },
      {
        ALLOWED_ORIGINS: 'http://localhost:8080,http://de.localhost:8080',
        LISTEN_PORT: String(port),
        ACCESS_LOG: 'off',
      },
    );
    cpSync(loginDist, path.join(prefix, 'www'), { recursive: true });
    const test = spawnSync('nginx', nginx(prefix, '-t'), { encoding: 'utf8' });
    expect(test.stderr).toContain('test is successful');
    nginxProcess = await startNginx(prefix, port);
  }, 30_000);

  afterAll(() => nginxProcess?.kill());

  it('lets only the account area’s hosts read it cross-origin', async () => {
    const allowed = await request(port, '/mf-manifest.json', {
      headers: { origin: 'http://de.localhost:8080' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://de.localhost:8080');
    expect(allowed.headers.vary).toContain('Origin');
    const foreign = await request(port, '/mf-manifest.json', {
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('revalidates the manifest and the entry, and caches hashed chunks for good', async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const answer = await request(port, `/${file}`);
      expect([file, answer.status, answer.headers['cache-control']]).toEqual([
        file,
        200,
        'no-cache',
      ]);
    }
    const chunk = await request(port, `/${hashedBundle(loginDist)}`);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends every file of the build the Cache-Control the CDN’s rules give it (ops/cdn)', async () => {
    const files = readdirSync(loginDist, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(loginDist, path.join(entry.parentPath, entry.name)));
    expect(files).toContain('mf-manifest.json');
    for (const file of files) {
      const answer = await request(port, `/${file}`);
      expect([file, answer.status, answer.headers['cache-control']]).toEqual([
        file,
        200,
        cacheControlOf(file),
      ]);
    }
  });

  it('serves nothing but reads', async () => {
    expect((await request(port, '/mf-manifest.json', { method: 'POST' })).status).toBe(403);
    expect((await request(port, '/nothing-here.js')).status).toBe(404);
  });
});
