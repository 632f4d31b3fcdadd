/** @jest-environment node */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { listeningShell } from './listening-shell.test-helper';

const INDEX = '<!doctype html><html lang="de"><body><div id="root"></div></body></html>';
const WITH_NONCE =
  '<!doctype html><html lang="de"><head><meta property="csp-nonce" nonce="__CSP_NONCE__"></head><body><div id="root"></div></body></html>';
const LOGIN_DE = '<!doctype html><html lang="de"><body><h1>Anmelden</h1></body></html>';
const HOME_DE = '<!doctype html><html lang="de"><body><p>Hier behalten Sie …</p></body></html>';
const ACCOUNT_DE = '<!doctype html><html lang="de"><body><main></main></body></html>';
const RUNTIME_CONFIG = JSON.stringify({ shops: { localhost: 'de-DE', '127.0.0.1': 'de-DE' } });

/** A built shell in miniature: index.html, a pre-rendered page, a hashed bundle, a directory, the settings. */
function builtShell(): { distDir: string; publicDir: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-app-'));
  const distDir = path.join(root, 'dist');
  const publicDir = path.join(root, 'public');
  fs.mkdirSync(path.join(distDir, 'fonts'), { recursive: true });
  fs.mkdirSync(publicDir);
  fs.writeFileSync(path.join(distDir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(distDir, 'login.de-DE.html'), LOGIN_DE);
  fs.writeFileSync(path.join(distDir, 'home.de-DE.html'), HOME_DE);
  fs.writeFileSync(path.join(distDir, 'account.de-DE.html'), ACCOUNT_DE);
  fs.writeFileSync(path.join(distDir, 'forgot-password.de-DE.html'), WITH_NONCE);
  fs.writeFileSync(path.join(distDir, 'main.0123abcd.js'), 'console.log(1);');
  fs.writeFileSync(path.join(publicDir, 'runtime-config.json'), RUNTIME_CONFIG);
  fs.writeFileSync(
    path.join(publicDir, 'remotes.json'),
    JSON.stringify({ login: 'http://localhost:3010/mf-manifest.json' }),
  );
  return { distDir, publicDir };
}

/** A port nothing listens on: the API is down. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The server as `pnpm serve` runs it (Node, ES modules through tsx), on a free port. */
async function startShell(
  basePath: string,
  proxy: { apiUrl?: string; trustedProxySecret?: string } = {},
): Promise<{ port: number; child: ChildProcess; publicDir: string }> {
  const options = {
    ...builtShell(),
    apiUrl: `http://127.0.0.1:${await closedPort()}`,
    basePath,
    ...proxy,
  };
  return { ...(await listeningShell(options)), publicDir: options.publicDir };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A raw request, so that malformed paths and bodies reach the server as sent. */
function send(
  port: number,
  method: string,
  url: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method, path: url, headers },
      (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const json = { 'content-type': 'application/json' };

describe.each(['/', '/dpl/av'])('the shell server under %s', (basePath) => {
  const root = basePath === '/' ? '/' : `${basePath}/`;
  let shell: { port: number; child: ChildProcess; publicDir: string };
  beforeAll(async () => {
    shell = await startShell(basePath);
  }, 30_000);
  afterAll(() => shell.child.kill());

  it.each([
    root,
    `${root}orders`,
    `${root}orders/71010001`,
    `${root}open-invoices?sort=asc`,
    `${root}orders/`,
  ])('answers the page %s with the app', async (url) => {
    const response = await send(shell.port, 'GET', url);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(INDEX);
  });

  it('answers HEAD on a page like GET, without a body', async () => {
    for (const url of [
      root,
      `${root}orders/71010001`,
      `${root}login`,
      `${root}set-password?token=abc`,
    ]) {
      const get = await send(shell.port, 'GET', url);
      const head = await send(shell.port, 'HEAD', url);
      expect(head.status).toBe(200);
      for (const header of ['content-type', 'cache-control', 'referrer-policy']) {
        expect(head.headers[header]).toBe(get.headers[header]);
      }
      // The same policy; only the nonce is new with every answer.
      const withoutNonce = (answer: Answer) =>
        String(answer.headers['content-security-policy']).replace(/'nonce-[^']+'/, '');
      expect(withoutNonce(head)).toBe(withoutNonce(get));
      expect(head.body).toBe('');
    }
  });

  it.each([
    'newsletter/confirmation?token=abc',
    'stock-reminder/confirm-doi?token=abc',
    'stock-reminder/unsubscribe?token=abc',
    'research/confirmation?market-research-doi-token=abc',
    'unsubscribe/upsell?customer_id=1&email=a%40b.de&signature=abc',
    'newsletter/cancelSubscription?id=abc',
  ])('sends no Referer from the mail-link page %s', async (page) => {
    const response = await send(shell.port, 'GET', `${root}${page}`);
    expect(response.status).toBe(200);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('serves the absolute newsletter/cancelSubscription at the host root, query and all', async () => {
    const response = await send(shell.port, 'GET', '/newsletter/cancelSubscription?id=abc');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    if (basePath === '/') expect(response.body).toBe(INDEX);
    else {
      expect(response.status).toBe(302);
      expect(response.headers.location).toBe(`${basePath}/newsletter/cancelSubscription?id=abc`);
    }
  });

  it('serves bundles and deployment settings as files', async () => {
    const bundle = await send(shell.port, 'GET', `${root}main.0123abcd.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers['cache-control']).toContain('immutable');
    expect((await send(shell.port, 'GET', `${root}runtime-config.json`)).body).toBe(RUNTIME_CONFIG);
  });

  it('answers a page pre-rendered for the shop, with the script policy', async () => {
    const login = await send(shell.port, 'GET', `${root}login`);
    expect(login.body).toBe(LOGIN_DE);
    expect(login.headers['content-security-policy']).toContain(
      "script-src 'self' http://localhost:3010",
    );
  });

  it('answers protected pages pre-rendered only to a customer with a session', async () => {
    const session = { cookie: 'av_customer=10012345' };
    expect((await send(shell.port, 'GET', `${root}home`, session)).body).toBe(HOME_DE);
    expect((await send(shell.port, 'GET', `${root}orders/71010001`, session)).body).toBe(
      ACCOUNT_DE,
    );
    // A visitor is sent to login at once: no glimpse of the home first.
    expect((await send(shell.port, 'GET', `${root}home`)).body).toBe(INDEX);
  });

  it('gives every page answer its own nonce, in the policy and in the page', async () => {
    const first = await send(shell.port, 'GET', `${root}forgot-password`);
    const second = await send(shell.port, 'GET', `${root}forgot-password`);
    const nonceOf = (answer: Answer) =>
      /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
    expect(nonceOf(first)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(first.body).toContain(
      WITH_NONCE.replace('__CSP_NONCE__', nonceOf(first)!).replace(/<\/head>.*/, ''),
    );
    expect(first.body).not.toContain('__CSP_NONCE__');
    expect(first.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cross-origin-opener-policy': 'same-origin',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
  });

  it('never answers an HTML file without its headers', async () => {
    const file = await send(shell.port, 'GET', `${root}forgot-password.de-DE.html`);
    expect(file.body).not.toContain('__CSP_NONCE__');
    expect(file.headers['content-security-policy']).toContain('nonce-');
  });

  it('sends no referrer from token pages', async () => {
    for (const url of [
      `${root}set-password?token=abc`,
      `${root}newsletter/confirmation`,
      `${root}change-password?token=abc`,
      `${root}data-export?token=abc`,
      `${root}login/social/GOOGLE?code=abc&state=xyz`,
    ]) {
      expect((await send(shell.port, 'GET', url)).headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('follows a registry swap without a restart', async () => {
    const registry = path.join(shell.publicDir, 'remotes.json');
    const before = fs.readFileSync(registry, 'utf8');
    fs.writeFileSync(registry, JSON.stringify({ login: 'http://localhost:4010/mf-manifest.json' }));
    // A later modification time than the first write, also on coarse file systems.
    fs.utimesSync(registry, new Date(), new Date(Date.now() + 5_000));
    try {
      const policy = (await send(shell.port, 'GET', `${root}login`)).headers[
        'content-security-policy'
      ];
      expect(policy).toContain("script-src 'self' http://localhost:4010;");
      expect(policy).not.toContain('3010');
    } finally {
      fs.writeFileSync(registry, before);
      fs.utimesSync(registry, new Date(), new Date(Date.now() + 10_000));
    }
  });

  it('answers the absolute newsletter cancel address below the root path', async () => {
    const answer = await send(shell.port, 'GET', '/newsletter/cancelSubscription?token=abc');
    if (basePath === '/') {
      expect(answer.status).toBe(200);
    } else {
      expect(answer.status).toBe(302);
      expect(answer.headers.location).toBe('/dpl/av/newsletter/cancelSubscription?token=abc');
    }
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
  });

  it.each([
    [
      'a body over the limit',
      'POST',
      '/api/cs/user/login',
      json,
      `"${'x'.repeat(1_100_000)}"`,
      413,
      'BAD_REQUEST',
    ],
    [
      'a malformed percent-encoding in the path',
      'GET',
      `${root}%E0%A4%A`,
      {},
      undefined,
      400,
      'BAD_REQUEST',
    ],
    ['a POST to a page', 'POST', `${root}orders`, json, '{}', 404, 'NOT_FOUND'],
    [
      'a path outside the app',
      'GET',
      '/elsewhere/x',
      {},
      undefined,
      basePath === '/' ? 200 : 404,
      'NOT_FOUND',
    ],
    [
      'a call while the API does not answer',
      'GET',
      '/api/cs/user/login-state',
      {},
      undefined,
      500,
      'INTERNAL_SERVER_ERROR',
    ],
    [
      'headers too large to parse',
      'GET',
      root,
      { 'x-padding': 'x'.repeat(20_000) },
      undefined,
      431,
      'BAD_REQUEST',
    ],
  ] as const)(
    'answers %s with its status and { errorKey } only',
    async (_case, method, url, headers, body, status, errorKey) => {
      const response = await send(shell.port, method, url, headers, body);
      expect(response.status).toBe(status);
      if (status !== 200) expect(JSON.parse(response.body)).toEqual({ errorKey });
    },
  );
});

/**
 * What the services received through the shell's proxy. A real HTTP server stands in for them,
 * not the MSW handlers of @account/test-services: the shell runs as a child process, whose calls
 * no interceptor in this process sees, and the test is about the bytes its proxy forwards.
 */
interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

describe("the shell's proxy to the services", () => {
  const secret = 's'.repeat(40);
  const received: Received[] = [];
  let services: http.Server;
  let shell: { port: number; child: ChildProcess };
  beforeAll(async () => {
    services = http.createServer((request, response) => {
      let body = '';
      request.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        received.push({
          method: request.method ?? '',
          url: request.url ?? '',
          headers: request.headers,
          body,
        });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => services.listen(0, '127.0.0.1', resolve));
    const { port } = services.address() as net.AddressInfo;
    shell = await startShell('/', {
      apiUrl: `http://127.0.0.1:${port}`,
      trustedProxySecret: secret,
    });
  }, 30_000);
  afterAll(() => {
    shell.child.kill();
    services.close();
  });
  beforeEach(() => {
    received.length = 0;
  });

  it.each([
    ['application/csp-report', '{"csp-report":{"violated-directive":"img-src"}}'],
    ['application/reports+json', '[{"type":"csp-violation","body":{}}]'],
    ['application/json', '{"username":'],
    ['text/xml', '<login/>'],
  ])('passes a %s body on to the services as sent', async (type, body) => {
    const answer = await send(
      shell.port,
      'POST',
      '/api/logging/csp-reports',
      { 'content-type': type },
      body,
    );
    expect(answer.status).toBe(204);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'POST', url: '/api/logging/csp-reports', body });
    expect(received[0]?.headers['content-type']).toBe(type);
  });

  it("sets X-Forwarded-For from the socket and its own secret, never the client's", async () => {
    await send(shell.port, 'GET', '/api/cs/user/login-state', {
      'x-forwarded-for': '203.0.113.66',
      'x-trusted-proxy-secret': 'guessed',
    });
    expect(received[0]?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(received[0]?.headers['x-trusted-proxy-secret']).toBe(secret);
  });
});
