// Serves the built shell as the deployed nginx does: static files under the root path, the
// single-page fallback, and the account services proxied on the same origin under /api.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';
import replyFrom from '@fastify/reply-from';
import { isTokenPage } from './token-pages.mjs';
import { prerenderedPage } from './prerendered-pages.mjs';

const port = Number(process.env.PORT ?? 3000);
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:3001';
const basePath = (process.env.BASE_PATH ?? '/').replace(/\/+$/, '') || '/';
const prefix = basePath === '/' ? '/' : `${basePath}/`;
const here = path.dirname(new URL(import.meta.url).pathname);
// The federated build (dist) or, beside it for `pnpm bench`, the monolith build (dist-monolith).
const dist = path.join(here, '..', process.env.SHELL_DIST ?? 'dist');
const shops: Record<string, string> = JSON.parse(
  readFileSync(path.join(here, '../public/runtime-config.json'), 'utf8'),
).shops;

const app = Fastify({ logger: false, trustProxy: false });

// gzip/brotli as the deployed nginx does, so measured bytes match what customers download.
await app.register(compress, { global: true });
await app.register(replyFrom, { base: apiUrl });
// The API trusts this proxy's X-Forwarded-For (TRUSTED_PROXIES), so the header is set here from
// the socket and never passed on from the client, who could otherwise pick its own address.
app.all('/api/*', (request, reply) =>
  reply.from(request.url, {
    rewriteRequestHeaders: (_incoming, headers) => ({ ...headers, 'x-forwarded-for': request.ip }),
  }),
);

app.addHook('onRequest', async (request, reply) => {
  if (isTokenPage(request.url, basePath)) reply.header('Referrer-Policy', 'no-referrer');
});

// runtime-config.json and remotes.json are deployment settings, kept out of the hashed build.
await app.register(fastifyStatic, {
  root: [dist, path.join(here, '../public')],
  prefix,
  index: false,
  setHeaders(reply, file) {
    const hashed = /\.[0-9a-f]{8}\.js$/.test(file);
    reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  },
});

app.setNotFoundHandler((request, reply) => {
  if (
    request.method !== 'GET' ||
    request.url.startsWith('/api/') ||
    !request.url.startsWith(prefix.replace(/\/$/, '') || '/')
  ) {
    return reply.code(404).send({ errorKey: 'NOT_FOUND' });
  }
  reply.header('Cache-Control', 'no-cache');
  const pathname = new URL(request.url, 'http://shell').pathname;
  const page = pathname.slice(prefix.length).replace(/\/+$/, '');
  const locale = shops[request.hostname] ?? 'de-DE';
  const file = prerenderedPage(dist, { page, locale, cookie: request.headers.cookie });
  return reply.type('text/html').sendFile(file ?? 'index.html', dist);
});

await app.listen({ port, host: process.env.HOST ?? '127.0.0.1' });
console.log(`shell on http://localhost:${port}${basePath === '/' ? '/' : basePath}`);
