#!/usr/bin/env node
// Serves the built product as it runs deployed: the account services, the local identity
// provider that stands in for Apple, Google and Facebook (apps/idp, :3020), the shell on :3000 with
// the services proxied under /api, the creators hub on :3030 (/creators-hub, the same services),
// and every remote on its own port, read from the registry (apps/shell/public/remotes.json) so
// the pointers and the servers cannot disagree.
import { spawn } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { apiEnvironment, newTrustedProxySecret } from './serve-env.mjs';
import { CREATORS_HUB_PORT } from './workspace.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const registry = JSON.parse(
  readFileSync(path.join(root, 'apps/shell/public/remotes.json'), 'utf8'),
);
const apiPort = process.env.API_PORT ?? '3001';
const shellPort = process.env.PORT ?? '3000';
const idpPort = process.env.IDP_PORT ?? '3020';
// The proxies prove themselves to the API with it (scripts/serve-env.mjs).
const trustedProxySecret = newTrustedProxySecret();

const children = [];
function run(name, cwd, args, env) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); stopping everything.`);
      stop(1);
    }
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const tsx = ['--import', 'tsx'];
run(
  'api',
  path.join(root, 'apps/api'),
  [...tsx, 'src/server.ts'],
  apiEnvironment(process.env, { apiPort, idpPort, trustedProxySecret }),
);
// Social login offline: the API's provider settings default to this issuer outside production.
run('idp', path.join(root, 'apps/idp'), [...tsx, 'src/server.ts'], { IDP_PORT: idpPort });
// pnpm dev <remote>: that remote comes from webpack-dev-server, whose page reloads over a socket.
const developed = process.env.DEV_REMOTE;
const devSocket = developed && registry[developed].replace(/^http(s?):\/\/([^/]+).*$/, 'ws$1://$2');
run('shell', path.join(root, 'apps/shell'), [...tsx, 'server/serve.mts'], {
  PORT: shellPort,
  // …and its components refresh in place only in the shell's development build (scripts/dev.mjs).
  ...(devSocket && { DEV_SOCKET: devSocket, SHELL_DIST: 'dist-dev' }),
  API_URL: `http://127.0.0.1:${apiPort}`,
  TRUSTED_PROXY_SECRET: trustedProxySecret,
});
// The second host: its own build and server, the same services (so the same session cookies).
const hubPort = process.env.CREATORS_HUB_PORT ?? String(CREATORS_HUB_PORT);
run('creators hub', path.join(root, 'apps/creators-hub'), [...tsx, 'server/serve.mts'], {
  PORT: hubPort,
  API_URL: `http://127.0.0.1:${apiPort}`,
  TRUSTED_PROXY_SECRET: trustedProxySecret,
});
// The monolith build of the same shell (pnpm build:monolith), beside it for `pnpm bench`.
const monolithPort = process.env.MONOLITH_PORT ?? '3002';
const monolith = existsSync(path.join(root, 'apps/shell/dist-monolith/index.html'));
if (monolith) {
  run('shell (monolith)', path.join(root, 'apps/shell'), [...tsx, 'server/serve.mts'], {
    PORT: monolithPort,
    API_URL: `http://127.0.0.1:${apiPort}`,
    TRUSTED_PROXY_SECRET: trustedProxySecret,
    SHELL_DIST: 'dist-monolith',
  });
}
// SERVE_REMOTES=creators (pnpm e2e:remote): only these remotes and login, the way into every
// protected page, as a team tests its remote against the deployed shell; the other pointers lead
// nowhere, so those areas show the "area not reachable" fallback.
const only = process.env.SERVE_REMOTES?.split(',').filter(Boolean);
const served = Object.keys(registry).filter(
  (name) => !only || name === 'login' || only.includes(name),
);
// DEV_REMOTE=creators (pnpm dev creators): that remote from webpack-dev-server, the rest built.
for (const name of served) {
  const dir = path.join(root, 'remotes', name);
  if (name === developed) {
    run(`remote ${name} (development)`, dir, [
      path.join(root, 'packages/federation-build/bin/dev-remote.mjs'),
    ]);
    continue;
  }
  if (!existsSync(path.join(dir, 'dist')))
    throw new Error(`remotes/${name} is not built: run pnpm build`);
  // serve-remote reads its port from the same registry entry.
  run(
    `remote ${name}`,
    dir,
    [path.join(root, 'packages/federation-build/bin/serve-remote.mjs')],
    {},
  );
}

async function ready(url) {
  for (let i = 0; i < 150; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

await Promise.all([
  ready(`http://127.0.0.1:${shellPort}/api/health`),
  ready(`http://127.0.0.1:${idpPort}/.well-known/openid-configuration`),
  ready(`http://127.0.0.1:${hubPort}/creators-hub/runtime-config.json`),
  ...served.map((name) => ready(registry[name])),
  ...(monolith ? [ready(`http://127.0.0.1:${monolithPort}/api/health`)] : []),
]);
console.log(
  `\nMein Konto is ready: http://localhost:${shellPort}/  (also http://at.localhost:${shellPort}/, http://ch.localhost:${shellPort}/)`,
);
console.log(`The creators hub: http://localhost:${hubPort}/creators-hub/`);
if (only) console.log(`Remotes served: ${served.join(', ')} (the other areas are not reachable)`);
if (monolith) console.log(`The monolith build for comparison: http://localhost:${monolithPort}/`);
