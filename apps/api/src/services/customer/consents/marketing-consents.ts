import type { FastifyInstance, FastifyRequest } from 'fastify';
import { InvalidInput } from '../../../domain/domain-error';
import { loggedInOf } from '../../../auth/require-customer';
import {
  assertNotThrottled,
  countEvent,
  TooManyRequests,
  throttleKey,
} from '../../../auth/throttle';
import { pendingLinkExpiry } from '../../../domain/newsletter/doi-tokens';
import {
  confirmMarketResearch,
  requestMarketResearchConsent,
} from '../../../domain/customer/consents/market-research';
import { sendUpsellMail, unsubscribeFromUpsell } from '../../../domain/customer/consents/upsell';
import { oneClickRoute } from '../../../http/one-click';
import { redeemOr410 } from '../../newsletter/redemption-throttle';
import type { ServiceOptions } from '../../../service-options';
import { catalogue, type ConsentSource, type UpsellUnsubscribeQuery } from '@account/contracts';
import { route } from '../../../http/catalogue-route';

/**
 * Market-research consent and the upsell opt-out of spec section 7, and the two calls the shop
 * makes to mail them (docs/decisions/README.md): both for the logged-in customer, to their own address,
 * and neither on every call: one research link at a time, one upsell mail a day (429 otherwise).
 */
export function marketingConsentRoutes(app: FastifyInstance, options: ServiceOptions): void {
  const { db, config } = options;

  route(app, catalogue.customer.requestMarketResearchConsent, async (request, reply) => {
    const { customer } = loggedInOf(request);
    const now = Date.now();
    // The link mailed last still works: no second one until it has run out or been used.
    const pending = await pendingLinkExpiry(db, 'market-research-confirm', customer.id, now);
    if (pending !== null)
      throw new TooManyRequests(Math.ceil((pending - now) / 1000), 'marketResearchLinkPending');
    await requestMarketResearchConsent(options, customer, 'SHOP', now);
    return reply.code(202).send({});
  });

  // A GET that changes state, as the spec has it: it needs the client header like a POST, so a
  // mail scanner fetching the URL confirms nothing.
  route(app, catalogue.customer.confirmMarketResearchConsent, async (request) => {
    const query = request.query;
    const outcome = await redeemOr410(options, request, async () => {
      const result = await confirmMarketResearch(db, query['market-research-doi-token']);
      return result === 'invalid' ? null : result;
    });
    if (outcome === 'alreadyConfirmed') throw new InvalidInput('ALREADY_CONFIRMED');
    return {};
  });

  route(app, catalogue.customer.requestUpsellMail, async (request, reply) => {
    const { customer } = loggedInOf(request);
    const perAccount = throttleKey(config, 'upsellMailsPerAccount', customer.id);
    await assertNotThrottled(db, [perAccount]);
    if (await sendUpsellMail(options, customer)) await countEvent(db, [perAccount]);
    return reply.code(202).send({});
  });

  const unsubscribe = async (
    request: FastifyRequest,
    query: UpsellUnsubscribeQuery,
    source: ConsentSource,
  ) => {
    await redeemOr410(options, request, async () =>
      (await unsubscribeFromUpsell(
        db,
        { customerId: query.customer_id, email: query.email, signature: query.signature },
        source,
      ))
        ? true
        : null,
    );
  };
  route(app, catalogue.customer.unsubscribeUpsell, async (request) => {
    await unsubscribe(request, request.query, 'UNSUBSCRIBE_LINK');
    return {};
  });
  oneClickRoute(app, catalogue.customer.unsubscribeUpsellOneClick, (request) =>
    unsubscribe(request, request.query, 'ONE_CLICK_UNSUBSCRIBE'),
  );
}
