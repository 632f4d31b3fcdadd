// The shell's server, as the deployed nginx serves it: static files under the root path, the
// single-page fallback, and the account services proxied on the same origin under /api.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';
import replyFrom from '@fastify/reply-from';
import { errorBodyServerOptions, installErrorBodies } from '@account/server-errors';
import { COMMON_HEADERS, NONCE_PLACEHOLDER } from '@account/security-headers';
import { withDeploymentFiles } from '@account/federation/deployment-files';
import { prerenderedPage } from './prerendered-pages.mjs';
import { deploymentFilesOf } from './deployment-files.mjs';
import { remoteManifests, type RemoteManifestOptions } from './remote-manifests.mjs';
import { pageHeaders } from '@account/security-headers/page-headers';

// contracts is TypeScript loaded as CommonJS here, whose re-exports Node cannot name statically.
const { API_PREFIX, TRUSTED_PROXY_SECRET_HEADER } = createRequire(import.meta.url)(
  '@account/contracts',
) as typeof import('@account/contracts');

export interface ShellServerOptions {
  /** The built shell (index.html, its bundles, pages pre-rendered per shop): dist or dist-monolith. */
  distDir: string;
  /** Deployment settings kept out of the hashed build (runtime-config.json, remotes.json). */
  publicDir: string;
  /** Where the account services listen. */
  apiUrl: string;
  /** The root path the app is deployed under, e.g. "/" or "/dpl/av". */
  basePath: string;
  /**
   * Sent to the services with every proxied call, so that they believe this proxy's
   * X-Forwarded-For (TRUSTED_PROXY_SECRET; `pnpm serve` makes one per run).
   */
  trustedProxySecret?: string | undefined;
  /** Live-reload sockets the page may open (`pnpm dev <remote>`): allowed in its connect-src. */
  developmentSockets?: string[] | undefined;
  /** How the remotes' manifests are fetched and kept for the pages that carry them. */
  remoteManifestOptions?: RemoteManifestOptions;
}

/** The pages the app routes itself; they all answer index.html. */
const PAGE_METHODS = new Set(['GET', 'HEAD']);

/**
 * Pages whose address the spec gives as absolute (mailed links point there): under a root path
 * they move below it, with their query (the token).
 */
const ABSOLUTE_PAGES = new Set(['/newsletter/cancelSubscription']);

export async function buildShellApp({
  distDir,
  publicDir,
  apiUrl,
  basePath: rawBasePath,
  trustedProxySecret,
  developmentSockets,
  remoteManifestOptions,
}: ShellServerOptions): Promise<FastifyInstance> {
  const basePath = rawBasePath.replace(/\/+$/, '') || '/';
  const prefix = basePath === '/' ? '/' : `${basePath}/`;
  const runtimeConfigFile = path.join(publicDir, 'runtime-config.json');
  const shops: Record<string, string> =
    JSON.parse(readFileSync(runtimeConfigFile, 'utf8')).shops ?? {};

  const app = Fastify({ logger: false, trustProxy: false, ...errorBodyServerOptions });
  // Errors this server answers itself (malformed JSON or URL, bodies too large, an API that does
  // not answer) carry the services' { errorKey } like the API's own.
  installErrorBodies(app);

  // gzip/brotli as the deployed nginx does, so measured bytes match what customers download.
  await app.register(compress, { global: true });
  await app.register(replyFrom, { base: apiUrl });
  // A proxy passes bodies on as sent, whatever their type: the services judge them (JSON, mail
  // clients' one-click unsubscribe forms, the browsers' CSP reports as application/csp-report
  // and application/reports+json). Only the size limit applies here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  // The API trusts this proxy's X-Forwarded-For (TRUSTED_PROXIES, and the proxy secret), so the
  // header is set here from the socket and never passed on from the client, who could otherwise
  // pick its own address; nor is a secret the client sends.
  app.all(`${API_PREFIX}/*`, (request, reply) =>
    reply.from(request.url, {
      // The bytes as they came, under their own type: reply-from would re-encode a JSON type.
      ...(Buffer.isBuffer(request.body) && {
        body: request.body,
        contentType: request.headers['content-type'] ?? 'application/octet-stream',
      }),
      rewriteRequestHeaders: (_incoming, headers) => {
        const passedOn: Record<string, string | string[] | undefined> = {
          ...headers,
          'x-forwarded-for': request.ip,
        };
        delete passedOn[TRUSTED_PROXY_SECRET_HEADER];
        if (trustedProxySecret) passedOn[TRUSTED_PROXY_SECRET_HEADER] = trustedProxySecret;
        return passedOn;
      },
    }),
  );

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(COMMON_HEADERS);
    return payload;
  });
  const headersFor = pageHeaders(publicDir, basePath, developmentSockets);
  const filesOf = deploymentFilesOf(
    distDir,
    publicDir,
    basePath,
    remoteManifests(remoteManifestOptions),
  );

  await app.register(fastifyStatic, {
    root: [distDir, publicDir],
    prefix,
    index: false,
    // A directory (the root "/" above all) is a page of the app, not a listing to refuse with
    // 403: it falls through to the single-page fallback below, as does any HTML file, which is
    // only ever answered with its nonce and security headers.
    allowedPath: (pathname) => !pathname.endsWith('/') && !pathname.endsWith('.html'),
    setHeaders(reply, file) {
      const hashed = /\.[0-9a-f]{8}\.js$/.test(file);
      reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  // HEAD answers like GET (link checkers and mail scanners probe mailed links); Node sends no body.
  app.setNotFoundHandler(async (request, reply) => {
    const [pathname = '', query] = request.url.split('?');
    if (basePath !== '/' && ABSOLUTE_PAGES.has(pathname) && PAGE_METHODS.has(request.method)) {
      return reply
        .headers(headersFor(pathname).headers)
        .redirect(`${basePath}${pathname}${query === undefined ? '' : `?${query}`}`, 302);
    }
    const inApp = pathname === basePath || pathname.startsWith(prefix);
    if (!PAGE_METHODS.has(request.method) || pathname.startsWith(`${API_PREFIX}/`) || !inApp) {
      return reply.code(404).send({ errorKey: 'NOT_FOUND' });
    }
    reply.header('Cache-Control', 'no-cache');
    const page = pathname.slice(prefix.length).replace(/\/+$/, '');
    const locale = shops[request.hostname] ?? 'de-DE';
    const file = prerenderedPage(distDir, { page, locale, cookie: request.headers.cookie });
    const { nonce, headers } = headersFor(pathname);
    const html = readFileSync(path.join(distDir, file ?? 'index.html'), 'utf8');
    // The files the page's scripts read first travel in the page (deployment-files.mts).
    const files = await filesOf(page);
    return reply
      .headers(headers)
      .type('text/html; charset=utf-8')
      .send(withDeploymentFiles(html.replaceAll(NONCE_PLACEHOLDER, nonce), files));
  });
  return app;
}
