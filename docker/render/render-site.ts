// Renders an image's nginx site when its container starts, from the configuration mounted for
// the environment (docker/config/<environment>) and the container's environment:
//   host   — the served runtime-config.json and remotes.json, the security headers derived from
//            them by @account/security-headers (the same function the shell's Node server
//            calls), the shop per host name and the API instances;
//   remote — the hosts allowed to read it cross-origin.
// A pointer change in remotes.json takes effect with the next render: the host image renders
// again and reloads nginx when the mounted files change (serve-host.ts); the policy follows the
// registry, never a build.
// Run with Node's type stripping (22.18+) in the images, with tsx elsewhere; no dependencies.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  ABSOLUTE_TOKEN_PAGE_PATTERN,
  REFERRER_POLICY,
  TOKEN_PAGE_PATTERN,
  TOKEN_PAGE_REFERRER_POLICY,
  contentSecurityPolicy,
  reportingEndpoints,
  type HeaderSources,
} from '../../packages/security-headers/src/index.ts';
import { CUSTOMER_NUMBER_COOKIE } from '../../packages/contracts/src/shared/shop.ts';
import { withDeploymentFiles } from '../../packages/federation/src/host/deployment-files.ts';

type Environment = Record<string, string | undefined>;

/**
 * `${NAME}` in a mounted file is the container's environment variable NAME (keys, client ids,
 * host names of the environment): secrets and hosts stay out of the repository. A missing one
 * stops the container instead of serving a half-filled configuration.
 */
export function substitute(text: string, environment: Environment): string {
  return text.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (_match, name: string) => {
    const value = environment[name];
    if (value === undefined || value === '')
      throw new Error(`the configuration needs the environment variable ${name}`);
    return value;
  });
}

/** An nginx string: double-quoted, so the policy's single quotes and semicolons stay text. */
function quoted(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * listen.conf: the port, TLS with HSTS when a certificate is mounted, the trusted proxies, and
 * the access log (the container's stdout unless ACCESS_LOG names another file or `off`).
 */
export function listenConf(environment: Environment): string {
  const port = environment.LISTEN_PORT ?? '8080';
  const certificate = environment.TLS_CERTIFICATE;
  const accessLog = `access_log ${environment.ACCESS_LOG ?? '/dev/stdout'};`;
  const lines = certificate
    ? [
        // HTTP/2 where TLS ends: the page's preloaded scripts and the registry share one
        // connection instead of opening up to six, each with its own TLS handshake.
        `listen ${port} ssl http2;`,
        `ssl_certificate ${certificate};`,
        `ssl_certificate_key ${environment.TLS_CERTIFICATE_KEY ?? certificate};`,
        'ssl_protocols TLSv1.2 TLSv1.3;',
        // HSTS where TLS ends: browsers then never try plain http for this host again.
        'add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;',
      ]
    : [`listen ${port};`];
  lines.push(accessLog);
  const proxies = list(environment.TRUSTED_PROXIES);
  if (proxies.length) {
    // Behind a load balancer: the client's address is what that proxy says it is.
    lines.push(...proxies.map((proxy) => `set_real_ip_from ${proxy};`));
    lines.push('real_ip_header X-Forwarded-For;');
  }
  return `${lines.join('\n')}\n`;
}

interface HostFiles {
  runtimeConfig: HeaderSources['runtimeConfig'] & { shops: Record<string, string> };
  registry: Record<string, string>;
}

/** maps.conf of a host: its policy, the shop per host name and the API instances. */
export function hostMapsConf(
  { runtimeConfig, registry }: HostFiles,
  environment: Environment,
): string {
  const basePath = environment.BASE_PATH ?? '/dpl/av';
  const sources: HeaderSources = { registry, runtimeConfig };
  // nginx's request id: 32 hex digits (128 random bits) per request, as a nonce must be.
  const policy = contentSecurityPolicy(sources, '$request_id');
  const upstreams = list(environment.API_UPSTREAMS ?? 'api:3001');
  const shops = Object.entries(runtimeConfig.shops).map(
    ([host, locale]) => `    ${quoted(host.toLowerCase())} ${locale};`,
  );
  return `# Rendered by docker/render/render-site.ts from remotes.json and runtime-config.json.
upstream account_api {
${upstreams.map((upstream) => `    server ${upstream};`).join('\n')}
    keepalive 16;
}

map $host $account_locale {
    default de-DE;
${shops.join('\n')}
}

map $sent_http_content_type $account_csp {
    default "";
    ~^text/html ${quoted(policy)};
}

map $sent_http_content_type $account_reporting_endpoints {
    default "";
    ~^text/html ${quoted(reportingEndpoints(sources))};
}

map $sent_http_content_type $account_opener_policy {
    default "";
    ~^text/html same-origin;
}

# The home is pre-rendered for a customer with a session (the customer-number cookie); a visitor
# gets index.html, which sends them to login at once.
map "$account_page_name:$cookie_${CUSTOMER_NUMBER_COOKIE}" $account_page {
    default $account_page_name;
    "~^home:$" index;
}

map $request_uri $account_referrer_policy {
    default ${REFERRER_POLICY};
    ${quoted(`~^${basePath}/${TOKEN_PAGE_PATTERN}(?:\\?|$)`)} ${TOKEN_PAGE_REFERRER_POLICY};
    ${quoted(`~^${ABSOLUTE_TOKEN_PAGE_PATTERN}(?:\\?|$)`)} ${TOKEN_PAGE_REFERRER_POLICY};
}
`;
}

/** maps.conf of a remote: the account area's hosts may read it cross-origin, nobody else. */
export function remoteMapsConf(environment: Environment): string {
  const origins = list(environment.ALLOWED_ORIGINS);
  if (!origins.length) throw new Error('a remote needs ALLOWED_ORIGINS: the hosts that load it');
  return `# Rendered by docker/render/render-site.ts from ALLOWED_ORIGINS.
map $http_origin $remote_allowed_origin {
    default "";
${origins.map((origin) => `    ${quoted(origin)} ${quoted(origin)};`).join('\n')}
}
`;
}

/** The template with the names the renderer owns filled in; nginx's own $variables stay. */
export function siteConf(
  kind: 'host' | 'remote',
  templates: string,
  environment: Environment,
): string {
  const template = readFileSync(path.join(templates, `${kind}.conf.template`), 'utf8');
  const basePath = environment.BASE_PATH ?? '/dpl/av';
  return template.replaceAll('${BASE_PATH}', basePath);
}

/**
 * Everything a site needs below its nginx prefix (conf/, www/, run/), from the templates in
 * `templates` (docker/nginx).
 */
export function renderSite(
  kind: 'host' | 'remote',
  { prefix, templates }: { prefix: string; templates: string },
  environment: Environment,
) {
  const generated = path.join(prefix, 'conf/generated');
  mkdirSync(generated, { recursive: true });
  mkdirSync(path.join(prefix, 'run'), { recursive: true });
  writeFileSync(
    path.join(prefix, 'conf/nginx.conf'),
    readFileSync(path.join(templates, 'nginx.conf')),
  );
  writeFileSync(path.join(generated, 'listen.conf'), listenConf(environment));
  writeFileSync(path.join(generated, 'site.conf'), siteConf(kind, templates, environment));
  if (kind === 'remote') {
    writeFileSync(path.join(generated, 'maps.conf'), remoteMapsConf(environment));
    return;
  }
  const configDir = environment.CONFIG_DIR;
  if (!configDir) throw new Error('a host needs CONFIG_DIR: runtime-config.json and remotes.json');
  const read = (file: string) =>
    substitute(readFileSync(path.join(configDir, file), 'utf8'), environment);
  const runtimeConfigText = read('runtime-config.json');
  const registryText = read('remotes.json');
  const files: HostFiles = {
    runtimeConfig: JSON.parse(runtimeConfigText),
    registry: JSON.parse(registryText),
  };
  const basePath = environment.BASE_PATH ?? '/dpl/av';
  const served = path.join(prefix, 'www', basePath);
  mkdirSync(served, { recursive: true });
  writeFileSync(path.join(served, 'runtime-config.json'), runtimeConfigText);
  writeFileSync(path.join(served, 'remotes.json'), registryText);
  writeFileSync(path.join(generated, 'maps.conf'), hostMapsConf(files, environment));
  carryDeploymentFiles(served, basePath.replace(/\/+$/, ''), files);
}

/**
 * The pages carry the two files in themselves, as the shell's Node server writes them in: the
 * browser then asks for neither before the page is usable (docs/performance.md, "Deployment files
 * in the page"). Written again at every render, so a page carries what is mounted now.
 */
function carryDeploymentFiles(served: string, base: string, files: HostFiles): void {
  const carried = {
    [`${base}/runtime-config.json`]: files.runtimeConfig,
    [`${base}/remotes.json`]: files.registry,
  };
  for (const page of readdirSync(served).filter((file) => file.endsWith('.html'))) {
    const file = path.join(served, page);
    writeFileSync(file, withDeploymentFiles(readFileSync(file, 'utf8'), carried));
  }
}
