import { catalogue, type SocialProvider } from '@account/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { passwordMatches } from '../../../auth/passwords';
import { loggedInOf } from '../../../auth/require-customer';
import type { IssuedTokens } from '../../../auth/sessions';
import { requireStepUp } from '../../../auth/step-up';
import {
  assertNotThrottled,
  consumeAttempt,
  countEvent,
  ipKey,
  throttleKey,
} from '../../../auth/throttle';
import type { Config } from '../../../config';
import { inTransaction } from '../../../db/in-transaction';
import type { Customer, Database } from '../../../db/schema';
import { storedUserAgent } from '../../../domain/customer/devices';
import {
  confirmSocialSignUp,
  isMailedLinkOfThisBrowser,
  linkByMailedLink,
  linkByPassword,
  linkSignUpToAccount,
  mailSocialLink,
  pendingLinkAccountOf,
  signUpWithoutEmailOf,
  type LinkOrigin,
} from '../../../domain/customer/login/social-link';
import { Gone, NotAllowed } from '../../../domain/domain-error';
import { hashToken } from '../../../domain/tokens/tokens';
import { route } from '../../../http/catalogue-route';
import { shopLocale } from '../../../http/shop-locale';
import type { ServiceOptions } from '../../../service-options';
import type { Guards } from './guards';
import { mailRequestRoute } from './mail-request';
import { handOverSession, openSession } from './start-login';

const originOf = (request: FastifyRequest): LinkOrigin => ({
  shop: shopLocale(request),
  userAgent: storedUserAgent(request.headers['user-agent']),
});

/**
 * Opens the session of a linked account like every other way in, in the transaction that used
 * the proof up: whatever fails leaves the proof usable. The browser gets the session
 * (`handOverSession`) only after the commit.
 */
function openLinkedSession(
  trx: Kysely<Database>,
  config: Config,
  request: FastifyRequest,
  customer: Customer,
  provider: SocialProvider,
): Promise<IssuedTokens> {
  return openSession(trx, config, request, customer, customer.email, false, {
    method: 'SOCIAL',
    provider,
  });
}

/**
 * After SOCIAL_LOGIN_LINK_REQUIRED: the existing account proves it is the customer's
 * (domain/customer/login/social-link.ts), by its password (throttled like the login) or by a link
 * mailed to its address; a dead link counts against the client's address.
 */
export function socialLinkRoutes(
  app: FastifyInstance,
  options: ServiceOptions,
  guards: Guards,
): void {
  const { db, config } = options;

  route(app, catalogue.customer.socialLinkByPassword, async (request, reply) => {
    const body = request.body;
    const customer = await pendingLinkAccountOf(db, body.link_token);
    if (!customer) throw new Gone();
    const throttles = [
      throttleKey(config, 'loginFailuresPerAccount', customer.id),
      ipKey(config, 'loginFailuresPerIp', request),
    ];
    await assertNotThrottled(db, throttles);
    if (!(await passwordMatches(customer.password_hash, body.password))) {
      await countEvent(db, throttles);
      throw new NotAllowed();
    }
    const tokens = await inTransaction(db, async (trx) => {
      const provider = await linkByPassword(
        trx,
        config,
        customer,
        body.link_token,
        originOf(request),
      );
      return openLinkedSession(trx, config, request, customer, provider);
    });
    return handOverSession(options, reply, customer, customer.email, tokens);
  });

  mailRequestRoute(app, options, guards, catalogue.customer.socialLinkMail, {
    perAccount: 'passwordMailsPerAccount',
    perIp: 'passwordMailsPerIp',
    recipient: async (body) => ({
      subject: hashToken(body.link_token),
      customer: await pendingLinkAccountOf(db, body.link_token),
    }),
    send: (customer, body) => mailSocialLink(db, config, customer, body.link_token),
  });

  route(app, catalogue.customer.socialLinkVerify, async (request, reply) => {
    const body = request.body;
    const ipThrottle = ipKey(config, 'tokenRedemptionsPerIp', request);
    await assertNotThrottled(db, [ipThrottle]);
    if (!(await isMailedLinkOfThisBrowser(db, body.token, body.link_token))) {
      await countEvent(db, [ipThrottle]);
      throw new Gone();
    }
    const { customer, tokens } = await inTransaction(db, async (trx) => {
      const linked = await linkByMailedLink(
        trx,
        config,
        body.token,
        body.link_token,
        originOf(request),
      );
      const tokens = await openLinkedSession(
        trx,
        config,
        request,
        linked.customer,
        linked.provider,
      );
      return { customer: linked.customer, tokens };
    });
    return handOverSession(options, reply, customer, customer.email, tokens);
  });

  route(app, catalogue.customer.socialLinkSignUp, async (request, reply) => {
    const body = request.body;
    const { customer } = loggedInOf(request);
    const signUp = await signUpWithoutEmailOf(db, body.sign_up_token);
    // A new way into the account (issue 33): a session of any age must not add one.
    await requireStepUp(options, request, body.password);
    await linkSignUpToAccount(
      db,
      config,
      customer,
      signUp,
      body.sign_up_token,
      storedUserAgent(request.headers['user-agent']),
      () => consumeAttempt(db, [throttleKey(config, 'passwordMailsPerAccount', customer.id)]),
    );
    return reply.code(204).send();
  });

  route(app, catalogue.customer.socialSignUpConfirm, async (request) => {
    const ipThrottle = ipKey(config, 'tokenRedemptionsPerIp', request);
    await assertNotThrottled(db, [ipThrottle]);
    const provider = await confirmSocialSignUp(
      db,
      config,
      request.body.token,
      storedUserAgent(request.headers['user-agent']),
    );
    if (!provider) {
      await countEvent(db, [ipThrottle]);
      throw new Gone();
    }
    return { provider };
  });
}
