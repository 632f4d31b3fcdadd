// `pnpm serve` (and `pnpm --filter @account/shell serve`): the built shell on PORT, see shell-app.mts.
import path from 'node:path';
import { buildShellApp } from './shell-app.mjs';

const port = Number(process.env.PORT ?? 3000);
const basePath = process.env.BASE_PATH ?? '/';
const here = path.dirname(new URL(import.meta.url).pathname);

const app = await buildShellApp({
  // The federated build (dist) or, beside it for `pnpm bench`, the monolith build (dist-monolith).
  distDir: path.join(here, '..', process.env.SHELL_DIST ?? 'dist'),
  publicDir: path.join(here, '../public'),
  apiUrl: process.env.API_URL ?? 'http://127.0.0.1:3001',
  basePath,
  trustedProxySecret: process.env.TRUSTED_PROXY_SECRET,
  // `pnpm dev <remote>` (scripts/dev.mjs): the developed remote's live-reload socket.
  developmentSockets: process.env.DEV_SOCKET ? [process.env.DEV_SOCKET] : undefined,
});
await app.listen({ port, host: process.env.HOST ?? '127.0.0.1' });
console.log(`shell on http://localhost:${port}${basePath.replace(/\/+$/, '') || '/'}`);
