/** @jest-environment node */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { RegistryEntry } from '@account/contracts';
import { listeningShell } from './listening-shell.test-helper';

/** The template as the build writes it (minified), with its preloads of the deployment files. */
const INDEX =
  '<!doctype html><html><head><meta property="csp-nonce" nonce="__CSP_NONCE__">' +
  '<link rel=preload href=/runtime-config.json as=fetch crossorigin data-deployment-file>' +
  '<link rel=preload href=/remotes.json as=fetch crossorigin data-deployment-file>' +
  '<link rel=preload as=script href=/startup.0123abcd.js></head><body><div id="root"></div></body></html>';
// A text that would end the element it travels in, were it written as it is.
const RUNTIME_CONFIG = {
  shops: { localhost: 'de-DE' },
  flags: { banner: '</script><script>alert(1)</script>' },
};
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

/** The built shell's server (as `pnpm serve` runs it) with the registry's login entry. */
async function startShell(
  loginEntry: RegistryEntry,
  { federated, more = {} }: { federated: boolean; more?: Record<string, RegistryEntry> },
): Promise<{ port: number; child: ChildProcess }> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'deployment-files-'));
  const distDir = path.join(root, 'dist');
  const publicDir = path.join(root, 'public');
  fs.mkdirSync(distDir);
  fs.mkdirSync(publicDir);
  fs.writeFileSync(path.join(distDir, 'index.html'), INDEX);
  if (federated)
    fs.writeFileSync(path.join(distDir, 'mf-manifest.json'), JSON.stringify(HOST_MANIFEST));
  fs.writeFileSync(path.join(publicDir, 'runtime-config.json'), JSON.stringify(RUNTIME_CONFIG));
  fs.writeFileSync(
    path.join(publicDir, 'remotes.json'),
    JSON.stringify({ login: loginEntry, ...more }),
  );
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
  const carried = /<script type="application\/json" id="deployment-files">(.*?)<\/script>/.exec(
    html,
  );
  return {
    status: response.status,
    html,
    files: carried ? (JSON.parse(carried[1]!) as Record<string, unknown>) : null,
    links: html.match(/<link [^>]*>/g) ?? [],
  };
}

describe('the deployment files a page of the federated shell carries', () => {
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

  it("carries the settings, the registry and the login remote's manifest in /login, and preloads none of them", async () => {
    const { status, html, files, links } = await page(shell.port, '/login');
    expect(status).toBe(200);
    expect(files).toEqual({
      '/runtime-config.json': RUNTIME_CONFIG,
      '/remotes.json': { login: `${origin}/mf-manifest.json` },
      [`${origin}/mf-manifest.json`]: loginManifest('aaaaaaaa'),
    });
    expect(links).toEqual(['<link rel=preload as=script href=/startup.0123abcd.js>']);
    // One element, ended where it was written: no text in a file can end it early.
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toMatch(/<\/script><\/head><body>/);
  });

  it('carries the manifest of the deployment the remote serves now', async () => {
    remote.build = 'bbbbbbbb';
    await page(shell.port, '/login');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { files } = await page(shell.port, '/login');
    expect(files?.[`${origin}/mf-manifest.json`]).toEqual(loginManifest('bbbbbbbb'));
  });

  it('carries no manifest while the remote serves none: the page asks the remote itself', async () => {
    remote.answers = false;
    await page(shell.port, '/login');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { status, files } = await page(shell.port, '/login');
    expect(status).toBe(200);
    expect(Object.keys(files ?? {})).toEqual(['/runtime-config.json', '/remotes.json']);
  });

  it('carries no manifest in a page no remote serves', async () => {
    const { files } = await page(shell.port, '/content/impressum');
    expect(Object.keys(files ?? {})).toEqual(['/runtime-config.json', '/remotes.json']);
  });
});

it('carries in home the manifests of the areas whose tiles it shows, and in no other page', async () => {
  const login = loginRemote();
  const wishlist = loginRemote();
  const origins = await Promise.all(
    [login.server, wishlist.server].map(async (server) => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    }),
  );
  const [loginManifestUrl, wishlistManifestUrl] = origins.map((o) => `${o}/mf-manifest.json`);
  const shell = await startShell(loginManifestUrl!, {
    federated: true,
    more: { wishlist: wishlistManifestUrl! },
  });
  try {
    for (const home of ['/', '/home']) {
      const { files } = await page(shell.port, home);
      expect(Object.keys(files ?? {})).toEqual([
        '/runtime-config.json',
        '/remotes.json',
        wishlistManifestUrl,
      ]);
    }
    const { files } = await page(shell.port, '/login');
    expect(files).not.toHaveProperty([wishlistManifestUrl!]);
  } finally {
    shell.child.kill();
    login.server.close();
    wishlist.server.close();
  }
}, 30_000);

it("carries the stable version's manifest beside a canary: most visitors load it", async () => {
  const { server } = loginRemote();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const entry = {
    entry: `${origin}/mf-manifest.json`,
    canary: { entry: 'http://127.0.0.1:9/mf-manifest.json', share: 10 },
  };
  const shell = await startShell(entry, { federated: true });
  try {
    const { files } = await page(shell.port, '/login');
    expect(files).toEqual({
      '/runtime-config.json': RUNTIME_CONFIG,
      '/remotes.json': { login: entry },
      [`${origin}/mf-manifest.json`]: loginManifest('aaaaaaaa'),
    });
  } finally {
    shell.child.kill();
    server.close();
  }
}, 30_000);

it('gives a monolith page its settings only: its areas are its own chunks', async () => {
  const { remote, server } = loginRemote();
  remote.answers = true;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const shell = await startShell(`http://127.0.0.1:${port}/mf-manifest.json`, { federated: false });
  try {
    const { files, links } = await page(shell.port, '/login');
    expect(files).toEqual({ '/runtime-config.json': RUNTIME_CONFIG });
    // The monolith's template has no registry; a preload of a file the page does not carry stays.
    expect(links).toContain(
      '<link rel=preload href=/remotes.json as=fetch crossorigin data-deployment-file>',
    );
  } finally {
    shell.child.kill();
    server.close();
  }
}, 30_000);
