import { Locale, catalogue, paths } from '@account/contracts';
import { InvalidInput } from '../../../domain/domain-error';
import { route } from '../../../http/catalogue-route';
import type { FastifyInstance } from 'fastify';
import type { ServiceOptions } from '../../../service-options';
import { shopLink } from '../../../mail/shop-link';

/** What Apple posts (response_mode=form_post); everything else in the form is ignored. */
const PASSED_ON = ['code', 'state', 'error', 'iss'] as const;

/**
 * POST user/social-login/apple/callback/{shop}: Sign in with Apple posts its answer here from
 * appleid.apple.com, cross-site, so without our client header and without SameSite=Lax cookies.
 * This route uses neither: it reads no session, sets no cookie and redeems nothing. It only turns
 * the post into the shop's callback page, where the tab that started the login finds its state,
 * PKCE verifier and nonce in sessionStorage (which a cross-site navigation keeps) and goes on as
 * with Google. A forged post therefore fails at the tab's state check. Apple's `user` field (the
 * name, sent only once) rides in the fragment: never sent to a server nor in a Referer.
 */
export function appleCallbackRoute(app: FastifyInstance, options: ServiceOptions): void {
  app.register(async (callback) => {
    callback.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, new URLSearchParams(body as string)),
    );
    route(callback, catalogue.customer.appleCallback, async (request, reply) => {
      const shop = Locale.safeParse(request.params.shop);
      const form = request.body instanceof URLSearchParams ? request.body : null;
      if (!shop.success || !form) throw new InvalidInput();
      const query = Object.fromEntries(
        PASSED_ON.flatMap((key) => {
          const value = form.get(key);
          return value ? [[key, value]] : [];
        }),
      );
      const page = new URL(
        shopLink(options.config, shop.data, paths.login.socialCallback('apple'), query),
      );
      const user = form.get('user');
      if (user) page.hash = new URLSearchParams({ user }).toString();
      return reply.code(303).header('location', page.href).send();
    });
  });
}
