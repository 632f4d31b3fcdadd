import {
  contentSecurityPolicy,
  cspReportUrl,
  htmlSecurityHeaders,
  isTokenPage,
  type HeaderSources,
} from './index';

const sources: HeaderSources = {
  registry: {
    login: 'https://login.mfe.example.net/mf-manifest.json',
    orders: 'https://orders.mfe.example.net/v42/mf-manifest.json',
  },
  runtimeConfig: {
    services: {
      customer: '/api/cs',
      products: 'https://media.example.net/api/products',
      logging: '/api/logging',
    },
    migratedServices: { orders: 'https://orders.gcp.example.net/api' },
    flags: { gcpMigration: false },
    recaptcha: { provider: 'offline' },
  },
};

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((part) => {
      const [name, ...values] = part.split(' ');
      return [name!, values];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('allows scripts from this origin and exactly the registered remotes’ origins', () => {
    const policy = directives(contentSecurityPolicy(sources, 'n0nce'));
    expect(policy['script-src']).toEqual([
      "'self'",
      'https://login.mfe.example.net',
      'https://orders.mfe.example.net',
    ]);
  });

  it('follows a registry swap: another pointer, another allowed origin', () => {
    const swapped = {
      ...sources,
      registry: {
        ...sources.registry,
        orders: 'https://orders-v2.mfe.example.net/mf-manifest.json',
      },
    };
    const scripts = directives(contentSecurityPolicy(swapped, 'n'))['script-src'];
    expect(scripts).toContain('https://orders-v2.mfe.example.net');
    expect(scripts).not.toContain('https://orders.mfe.example.net');
  });

  it('allows a canary served from another host beside the stable version, and drops it with the canary', () => {
    const withCanary = {
      ...sources,
      registry: {
        ...sources.registry,
        orders: {
          entry: 'https://orders.mfe.example.net/v42/mf-manifest.json',
          canary: { entry: 'https://canary.mfe.example.net/v43/mf-manifest.json', share: 10 },
        },
      },
    };
    const policy = directives(contentSecurityPolicy(withCanary, 'n'));
    for (const directive of ['script-src', 'connect-src'])
      expect(policy[directive]).toEqual(
        expect.arrayContaining([
          'https://orders.mfe.example.net',
          'https://canary.mfe.example.net',
        ]),
      );
    const rolledBack = {
      ...withCanary,
      registry: {
        ...sources.registry,
        orders: { entry: 'https://orders.mfe.example.net/v42/mf-manifest.json' },
      },
    };
    expect(directives(contentSecurityPolicy(rolledBack, 'n'))['script-src']).not.toContain(
      'https://canary.mfe.example.net',
    );
  });

  it('adds Google’s reCAPTCHA to scripts, calls and frames only when the configuration names it', () => {
    const google = {
      ...sources,
      runtimeConfig: {
        ...sources.runtimeConfig,
        recaptcha: { provider: 'google' as const, siteKey: 'k' },
      },
    };
    const policy = directives(contentSecurityPolicy(google, 'n'));
    expect(policy['script-src']).toEqual(
      expect.arrayContaining(['https://www.google.com', 'https://www.gstatic.com']),
    );
    expect(policy['frame-src']).toEqual([
      "'self'",
      'https://www.google.com',
      'https://www.gstatic.com',
    ]);
    expect(directives(contentSecurityPolicy(sources, 'n'))['frame-src']).toBeUndefined();
  });

  it('lets a page of `pnpm dev <remote>` open the developed remote’s live-reload socket, and no other page', () => {
    const developing = { ...sources, developmentSockets: ['ws://localhost:3018'] };
    expect(directives(contentSecurityPolicy(developing, 'n'))['connect-src']).toContain(
      'ws://localhost:3018',
    );
    expect(contentSecurityPolicy(sources, 'n')).not.toContain('ws:');
  });

  it('takes styles by this answer’s nonce only, and images from the media host', () => {
    const policy = directives(contentSecurityPolicy(sources, 'abc123'));
    expect(policy['style-src']).toEqual(["'self'", "'nonce-abc123'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'https://media.example.net']);
  });

  it('lets the page call the services and fetch the remotes’ manifests, and the migrated services once the flag is on', () => {
    const off = directives(contentSecurityPolicy(sources, 'n'))['connect-src'];
    expect(off).toEqual([
      "'self'",
      'https://media.example.net',
      'https://login.mfe.example.net',
      'https://orders.mfe.example.net',
    ]);
    const migrating = {
      ...sources,
      runtimeConfig: { ...sources.runtimeConfig, flags: { gcpMigration: true } },
    };
    expect(directives(contentSecurityPolicy(migrating, 'n'))['connect-src']).toContain(
      'https://orders.gcp.example.net',
    );
  });

  it('closes plug-ins, <base>, framing and defaults, and reports to the logging service', () => {
    const policy = directives(contentSecurityPolicy(sources, 'n'));
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['report-uri']).toEqual(['/api/logging/csp-reports']);
    expect(policy['report-to']).toEqual(['csp']);
  });

  it('reports to the logging service wherever it is hosted', () => {
    const hosted = {
      ...sources,
      runtimeConfig: {
        ...sources.runtimeConfig,
        services: { logging: 'https://logs.example.net/api/logging/' },
      },
    };
    expect(cspReportUrl(hosted)).toBe('https://logs.example.net/api/logging/csp-reports');
  });
});

describe('isTokenPage', () => {
  it.each([
    ['/dpl/av/set-password', '/dpl/av'],
    ['/dpl/av/magic-link', '/dpl/av'],
    ['/dpl/av/login/forgottenpassword/abc123', '/dpl/av'],
    ['/newsletter/cancelSubscription', '/dpl/av'],
    ['/dpl/av/newsletter/confirmation', '/dpl/av'],
    ['/stock-reminder/unsubscribe', '/'],
    ['/email-change/confirm-doi', '/'],
    ['/research/confirmation', '/'],
    ['/unsubscribe/upsell/', '/'],
    ['/light-user-set-password', '/'],
    ['/dpl/av/change-password', '/dpl/av'],
    ['/dpl/av/data-export', '/dpl/av'],
    ['/login/social/GOOGLE', '/'],
    ['/dpl/av/login/social/link', '/dpl/av'],
  ])('%s below %s is a token page', (pathname, basePath) => {
    expect(isTokenPage(pathname, basePath)).toBe(true);
  });

  it.each([
    ['/dpl/av/login', '/dpl/av'],
    ['/dpl/av/', '/dpl/av'],
    ['/set-password', '/dpl/av'],
    ['/dpl/av/set-password/else', '/dpl/av'],
    ['/orders', '/'],
    ['/newsletter', '/'],
    ['/login/social/GOOGLE/else', '/'],
    ['/my-profile', '/'],
  ])('%s below %s is not', (pathname, basePath) => {
    expect(isTokenPage(pathname, basePath)).toBe(false);
  });
});

describe('htmlSecurityHeaders', () => {
  it('sends no referrer from token pages and only the origin across sites elsewhere', () => {
    expect(htmlSecurityHeaders(sources, { nonce: 'n', tokenPage: true })['Referrer-Policy']).toBe(
      'no-referrer',
    );
    expect(htmlSecurityHeaders(sources, { nonce: 'n', tokenPage: false })).toMatchObject({
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Reporting-Endpoints': 'csp="/api/logging/csp-reports"',
    });
  });
});
