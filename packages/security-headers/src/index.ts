// The security headers of every HTML answer, derived from what the deployment serves beside the
// host: the registry (remotes.json) and the runtime configuration. The shell's Node server calls
// these per answer; docker/nginx renders the same policy into nginx configuration when the files
// are mounted (render-nginx-headers.ts), so a pointer change in remotes.json updates the policy
// without a rebuild and nothing is written twice. No runtime imports: the nginx images run this
// file with Node's type stripping, without the workspace.

/** What a policy is derived from. */
export interface HeaderSources {
  /**
   * remotes.json: remote name → URL of its mf-manifest.json, or its stable and canary versions
   * (RegistryEntry in contracts, written here again: no runtime imports).
   */
  registry: Record<string, RegistryEntry>;
  /** The parts of runtime-config.json (RuntimeConfig in contracts) the policy depends on. */
  runtimeConfig: {
    services: Partial<Record<string, string>>;
    migratedServices?: Partial<Record<string, string>>;
    flags: Partial<Record<string, boolean>>;
    recaptcha?: { provider: string };
  };
  /**
   * Live-reload sockets of remotes served by webpack-dev-server (`pnpm dev <remote>`, local
   * only): `ws://localhost:3018`. Never set by a deployed host.
   */
  developmentSockets?: string[];
}

type RegistryEntry = string | { entry: string; canary?: { entry: string } };

/** Every manifest a page may load: a canary on another host serves some visitors' pages too. */
function registryUrls(registry: HeaderSources['registry']): string[] {
  return Object.values(registry).flatMap((entry) =>
    typeof entry === 'string'
      ? [entry]
      : [entry.entry, ...(entry.canary ? [entry.canary.entry] : [])],
  );
}

/** Google's reCAPTCHA: its script, its challenge frame and its calls. */
const GOOGLE_RECAPTCHA = ['https://www.google.com', 'https://www.gstatic.com'];

/** The placeholder the built HTML carries wherever the answer's nonce goes. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** The path, below the logging service, that takes the browsers' violation reports. */
export const CSP_REPORT_PATH = 'csp-reports';

/** Name of the Reporting API endpoint the policy's report-to names. */
const REPORT_ENDPOINT = 'csp';

/** An absolute URL's origin; relative ones ("/api/cs") are this origin and need no entry. */
function originOf(url: string): string | null {
  const match = /^(https?:\/\/[^/?#]+)/i.exec(url);
  return match ? match[1]!.toLowerCase() : null;
}

function origins(urls: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const url of urls) {
    const origin = originOf(url);
    if (origin) found.add(origin);
  }
  return [...found];
}

/** The base URLs calls go to, as packages/config's serviceBaseUrls chooses them. */
function serviceUrls({ runtimeConfig }: HeaderSources): Partial<Record<string, string>> {
  const { services, migratedServices, flags } = runtimeConfig;
  return flags.gcpMigration ? { ...services, ...migratedServices } : { ...services };
}

/** Where browsers post violation reports: the logging service of the runtime configuration. */
export function cspReportUrl(sources: HeaderSources): string {
  // The catalogue's prefix (servicePrefixes.logging), written here again: no runtime imports.
  // eslint-disable-next-line no-restricted-syntax
  const logging = serviceUrls(sources).logging ?? '/api/logging';
  return `${logging.replace(/\/+$/, '')}/${CSP_REPORT_PATH}`;
}

function directive(name: string, sources: string[]): string {
  return [name, ...sources].join(' ');
}

/**
 * Scripts only from this origin, the exact origins of the registered remotes (stable and canary
 * versions alike) and the captcha
 * provider; styles only with this answer's nonce (emotion puts it on the style elements it
 * creates); calls to the services and remotes named in the configuration; images from the media
 * host (the products service). Nothing may frame the page, plug-ins and <base> are off.
 */
export function contentSecurityPolicy(sources: HeaderSources, nonce: string): string {
  const captcha = sources.runtimeConfig.recaptcha?.provider === 'google' ? GOOGLE_RECAPTCHA : [];
  const remotes = origins(registryUrls(sources.registry));
  const services = serviceUrls(sources);
  const media = origins([services.products ?? '']);
  const self = "'self'";
  return [
    directive('default-src', [self]),
    directive('script-src', [self, ...remotes, ...captcha]),
    directive('style-src', [self, `'nonce-${nonce}'`]),
    // data: for the empty favicon of index.html, which keeps the browser from asking for one.
    directive('img-src', [self, 'data:', ...media]),
    // The federation runtime fetches each remote's manifest; the services may live elsewhere.
    directive('connect-src', [
      self,
      ...new Set([
        ...origins(Object.values(services).filter((url) => url !== undefined)),
        ...remotes,
        ...captcha,
        ...(sources.developmentSockets ?? []),
      ]),
    ]),
    ...(captcha.length ? [directive('frame-src', [self, ...captcha])] : []),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    directive('report-uri', [cspReportUrl(sources)]),
    directive('report-to', [REPORT_ENDPOINT]),
  ].join('; ');
}

/** The Reporting API's endpoint list that report-to points into. */
export function reportingEndpoints(sources: HeaderSources): string {
  return `${REPORT_ENDPOINT}="${cspReportUrl(sources)}"`;
}

/**
 * Pages opened from mailed links carry a one-time token in the address (query or last segment).
 * Until the page has dropped it, any request to another site would carry the full URL as
 * Referer; these pages send none at all. The reset link opens change-password with `?token=`,
 * and a social provider sends the browser back to its callback page with the authorization
 * code and state in the query. Written as a regular expression that both JavaScript and nginx
 * (PCRE) read, for the path below the account root.
 */
const TOKEN_PAGES = [
  'set-password',
  'magic-link',
  'light-user-set-password',
  'change-password',
  // The data export mail's link (`?token=`), which downloads the customer's whole account.
  'data-export',
  // The callback of every provider (login/social/APPLE, …) and the link page (login/social/link).
  'login/social/[^/]+',
  'login/forgottenpassword/[^/]+',
  'newsletter/.+',
  'stock-reminder/.+',
  'email-change/.+',
  'research/.+',
  'unsubscribe/.+',
];
export const TOKEN_PAGE_PATTERN = `(?:${TOKEN_PAGES.join('|')})/?`;

/** The newsletter's cancel link is absolute (spec section 2): outside the account root. */
export const ABSOLUTE_TOKEN_PAGE_PATTERN = '/newsletter/cancelSubscription/?';

/** Whether a request path (with the root path, without the query) is a token landing page. */
export function isTokenPage(pathname: string, basePath: string): boolean {
  if (new RegExp(`^${ABSOLUTE_TOKEN_PAGE_PATTERN}$`).test(pathname)) return true;
  const root = basePath === '/' ? '/' : `${basePath.replace(/\/+$/, '')}/`;
  if (!pathname.startsWith(root)) return false;
  return new RegExp(`^${TOKEN_PAGE_PATTERN}$`).test(pathname.slice(root.length));
}

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const TOKEN_PAGE_REFERRER_POLICY = 'no-referrer';

/** Headers every answer carries, HTML or not. */
export const COMMON_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
} as const;

/** Every security header of one HTML answer. HSTS is the TLS proxy's (docker/nginx). */
export function htmlSecurityHeaders(
  sources: HeaderSources,
  { nonce, tokenPage }: { nonce: string; tokenPage: boolean },
): Record<string, string> {
  return {
    ...COMMON_HEADERS,
    'Content-Security-Policy': contentSecurityPolicy(sources, nonce),
    'Reporting-Endpoints': reportingEndpoints(sources),
    'Referrer-Policy': tokenPage ? TOKEN_PAGE_REFERRER_POLICY : REFERRER_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
