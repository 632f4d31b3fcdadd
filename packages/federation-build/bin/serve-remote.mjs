#!/usr/bin/env node
// Serves a built remote from ./dist the way a CDN would: public, cross-origin readable, hashed
// files cached for good, the rest (manifest, entry, published types) always revalidated so a
// deploy shows at once, as docker/nginx/remote.conf.template does.
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';
import { registryPort } from './registry-port.mjs';

// `--dist <dir> --port <n>` serve another build of the remote beside the registered one (a new
// version before its pointer changes; the registry-swap e2e). Without them: dist on its registry port.
const option = (flag) => {
  const at = process.argv.indexOf(flag);
  return at === -1 ? undefined : process.argv[at + 1];
};
const port = Number(option('--port') ?? registryPort(process.cwd()));
const root = path.resolve(process.cwd(), option('--dist') ?? 'dist');
const app = Fastify({ logger: false });

// gzip/brotli as the deployed nginx does, so measured bytes match what customers download.
await app.register(compress, { global: true });
await app.register(fastifyStatic, {
  root,
  setHeaders(reply, file) {
    reply.header('Access-Control-Allow-Origin', '*');
    const hashed = /\.[0-9a-f]{8}\.(js|css)$/.test(path.basename(file));
    reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  },
});

await app.listen({ port, host: process.env.HOST ?? '127.0.0.1' });
console.log(`remote ${path.basename(process.cwd())} on http://localhost:${port}`);
