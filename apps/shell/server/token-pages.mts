import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
// Pages opened from mailed links carry a one-time token in the address. Until the page has
// dropped it (history.replaceState), any request the page makes to another site would carry
// the full URL as Referer; these pages send none at all.
const TOKEN_PAGES = [
  /^set-password$/,
  /^magic-link$/,
  /^light-user-set-password$/,
  /^login\/forgottenpassword\/[^/]+$/,
  /^login\/social\/link$/,
  // The double-opt-in pages: tokens, the newsletter subscription id and the upsell signature.
  /^newsletter\/(cancelSubscription|confirmation)$/,
  /^stock-reminder\/(confirm-doi|unsubscribe)$/,
  /^email-change\/confirm-doi$/,
  /^research\/confirmation$/,
  /^unsubscribe\/upsell$/,
];

/** Whether a request URL (with the root path) is one of the token landing pages. */
export function isTokenPage(url: string, basePath: string): boolean {
  const root = basePath === '/' ? '/' : `${basePath}/`;
  const pathname = url.split('?')[0] ?? '';
  if (!pathname.startsWith(root)) return false;
  const below = pathname.slice(root.length).replace(/\/$/, '');
  return TOKEN_PAGES.some((page) => page.test(below));
}

// contracts is TypeScript loaded as CommonJS here, whose re-exports Node cannot name statically.
const { absolutePages } = createRequire(import.meta.url)(
  '@account/contracts',
) as typeof import('@account/contracts');

/**
 * Pages at an absolute path (spec section 2: newsletter/cancelSubscription) are linked at the
 * host's root by mails sent before and after any move of the account root. Under a root such as
 * /dpl/av the router cannot render them there, so they are sent into the root, query and all;
 * the redirect sends no Referer either. Under "/" they are pages of the app as they are.
 */
export function redirectAbsolutePages(app: FastifyInstance, basePath: string): void {
  if (basePath === '/') return;
  for (const page of Object.values(absolutePages)) {
    app.route({
      method: ['GET', 'HEAD'],
      url: `/${page}`,
      handler: (request, reply) => {
        const query = request.url.slice(`/${page}`.length);
        return reply
          .header('Referrer-Policy', 'no-referrer')
          .header('Cache-Control', 'no-store')
          .redirect(`${basePath}/${page}${query}`, 302);
      },
    });
  }
}
