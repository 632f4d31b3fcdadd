import { MarketResearchConfirmQuery, UpsellUnsubscribeQuery } from '@account/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loggedInOf } from '../../auth/require-customer';
import {
  confirmMarketResearch,
  requestMarketResearchConsent,
} from '../../domain/doi/market-research';
import { sendUpsellMail, unsubscribeFromUpsell } from '../../domain/doi/upsell';
import { ApiError } from '../../http/api-error';
import { oneClickRoute } from '../../http/one-click';
import { parseOrBadRequest } from '../../http/validation';
import { redeemOr410 } from '../newsletter/redemption-throttle';
import type { ServiceOptions } from '../service-options';

/**
 * Market-research consent and the upsell opt-out of spec section 7, and the two calls the shop
 * makes to mail them (docs/decisions.md): both for the logged-in customer, to their own address.
 */
export function marketingConsentRoutes(app: FastifyInstance, options: ServiceOptions): void {
  const { db } = options;

  app.post(
    '/user/market-research-consent',
    { preHandler: app.requireCustomer },
    async (request, reply) => {
      await requestMarketResearchConsent(options, loggedInOf(request).customer);
      return reply.code(202).send({});
    },
  );

  // A GET that changes state, as the spec has it: it needs the client header like a POST, so a
  // mail scanner fetching the URL confirms nothing.
  app.get(
    '/user/market-research-consent/confirm',
    { config: { changesState: true } },
    async (request) => {
      const query = parseOrBadRequest(MarketResearchConfirmQuery, request.query);
      const outcome = await redeemOr410(options, request, async () => {
        const result = await confirmMarketResearch(db, query['market-research-doi-token']);
        return result === 'invalid' ? null : result;
      });
      if (outcome === 'alreadyConfirmed') throw new ApiError(400, 'ALREADY_CONFIRMED');
      return {};
    },
  );

  app.post('/user/upsell-mail', { preHandler: app.requireCustomer }, async (request, reply) => {
    await sendUpsellMail(options, loggedInOf(request).customer);
    return reply.code(202).send({});
  });

  const unsubscribe = async (request: FastifyRequest) => {
    const query = parseOrBadRequest(UpsellUnsubscribeQuery, request.query);
    await redeemOr410(options, request, async () =>
      (await unsubscribeFromUpsell(db, {
        customerId: query.customer_id,
        email: query.email,
        signature: query.signature,
      }))
        ? true
        : null,
    );
  };
  app.post('/user/unsubscribe/upsell', async (request) => {
    await unsubscribe(request);
    return {};
  });
  oneClickRoute(app, '/user/unsubscribe/upsell/one-click', unsubscribe);
}
