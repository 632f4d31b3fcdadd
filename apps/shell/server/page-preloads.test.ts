/** @jest-environment node */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { listeningShell } from './listening-shell.test-helper';

const INDEX =
  '<!doctype html><html><head><meta property="csp-nonce" nonce="__CSP_NONCE__"></head><body><div id="root"></div></body></html>';
const HOST_MANIFEST = { shared: [{ name: 'react' }, { name: '@account/ui' }] };

/** The login remote's manifest as its build writes it, with the files of one deployment. */
function loginManifest(build: string) {
  const assets = (...js: string[]) => ({
    js: { sync: js, async: [] },
    css: { sync: [], async: [] },
  });
  return {
    metaData: {
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      publicPath: 'auto',
    },
    shared: [
      { name: 'react', assets: assets('react.js') },
      { name: '@account/ui', assets: assets('ui.js') },
      { name: 'react-hook-form', assets: assets(`shared-react-hook-form.${build}.js`) },
      { name: '@hookform/resolvers/zod', assets: assets('resolvers.js') },
    ],
    exposes: [
      { path: './Root', assets: assets(`__federation_expose_Root.${build}.js`) },
      { path: './HomeTiles', assets: assets('tiles.js') },
    ],
  };
}

/** The login remote's server: its manifest, of whichever build is deployed, or none at all. */
function loginRemote() {
  const remote = { build: 'aaaaaaaa', answers: true, port: 0 };
  const server = http.createServer((request, response) => {
    if (!remote.answers || request.url !== '/mf-manifest.json') {
      response.writeHead(503).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(loginManifest(remote.build)));
  });
  return { remote, server };
}

/** The built shell's server (as `pnpm serve` runs it) with the registry pointing at `manifestUrl`. */
async function startShell(
  manifestUrl: string,
  { federated }: { federated: boolean },
): Promise<{ port: number; child: ChildProcess }> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'page-preloads-'));
  const distDir = path.join(root, 'dist');
  const publicDir = path.join(root, 'public');
  fs.mkdirSync(distDir);
  fs.mkdirSync(publicDir);
  fs.writeFileSync(path.join(distDir, 'index.html'), INDEX);
  if (federated)
    fs.writeFileSync(path.join(distDir, 'mf-manifest.json'), JSON.stringify(HOST_MANIFEST));
  fs.writeFileSync(
    path.join(publicDir, 'runtime-config.json'),
    JSON.stringify({ shops: { localhost: 'de-DE' } }),
  );
  fs.writeFileSync(path.join(publicDir, 'remotes.json'), JSON.stringify({ login: manifestUrl }));
  const options = {
    distDir,
    publicDir,
    apiUrl: 'http://127.0.0.1:9',
    basePath: '/',
    remoteManifestOptions: { maxAgeMs: 0, firstWaitMs: 2_000 },
  };
  return listeningShell(options);
}

async function page(port: number, pathname: string) {
  const response = await fetch(`http://127.0.0.1:${port}${pathname}`);
  const html = await response.text();
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  return { status: response.status, html, nonce, links: html.match(/<link [^>]*>/g) ?? [] };
}

describe('the page preload hints of the federated shell', () => {
  const { remote, server } = loginRemote();
  let shell: { port: number; child: ChildProcess };
  let origin: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    shell = await startShell(`${origin}/mf-manifest.json`, { federated: true });
  }, 30_000);
  afterAll(() => {
    shell.child.kill();
    server.close();
  });
  beforeEach(() => Object.assign(remote, { build: 'aaaaaaaa', answers: true }));

  it("names the login remote's manifest in /login's head, fetched as the runtime fetches it", async () => {
    const { status, html, nonce, links } = await page(shell.port, '/login');
    expect(status).toBe(200);
    expect(links).toEqual([
      `<link rel="preload" href="${origin}/mf-manifest.json" as="fetch" crossorigin nonce="${nonce}" />`,
    ]);
    expect(html).toMatch(/<\/head><body>/);
  });

  it('answers the page without hints while the remote serves no manifest', async () => {
    remote.answers = false;
    await page(shell.port, '/login');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { status, links } = await page(shell.port, '/login');
    expect(status).toBe(200);
    expect(links).toEqual([]);
  });

  it('names nothing for a page no remote serves', async () => {
    expect((await page(shell.port, '/content/impressum')).links).toEqual([]);
  });
});

it('gives the monolith build no hints: its areas are its own chunks', async () => {
  const { remote, server } = loginRemote();
  remote.answers = true;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const shell = await startShell(`http://127.0.0.1:${port}/mf-manifest.json`, { federated: false });
  try {
    expect((await page(shell.port, '/login')).links).toEqual([]);
  } finally {
    shell.child.kill();
    server.close();
  }
}, 30_000);
