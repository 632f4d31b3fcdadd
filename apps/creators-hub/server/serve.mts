// `pnpm --filter @account/creators-hub serve`: the built hub on PORT (3030), served as the shell
// is (static files under its root, the SPA fallback, the services proxied under /api, the
// Content-Security-Policy from its own registry file), by the same server code, so both hosts
// behave alike towards the browser and share the session cookies (docs/decisions/README.md).
import path from 'node:path';
import { buildShellApp } from '@account/shell/server/shell-app.mjs';

export const CREATORS_HUB_PORT = 3030;
export const CREATORS_HUB_SEGMENT = 'creators-hub';

const port = Number(process.env.PORT ?? CREATORS_HUB_PORT);
const root = (process.env.BASE_PATH ?? '/').replace(/\/+$/, '');
const basePath = `${root}/${CREATORS_HUB_SEGMENT}`;
const here = path.dirname(new URL(import.meta.url).pathname);

const app = await buildShellApp({
  distDir: path.join(here, '../dist'),
  publicDir: path.join(here, '../public'),
  apiUrl: process.env.API_URL ?? 'http://127.0.0.1:3001',
  basePath,
  trustedProxySecret: process.env.TRUSTED_PROXY_SECRET,
});
await app.listen({ port, host: process.env.HOST ?? '127.0.0.1' });
console.log(`creators hub on http://localhost:${port}${basePath}`);
