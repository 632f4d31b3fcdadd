import {
  DoiTokenRequest,
  NewsletterFrequencyRequest,
  NewsletterSubscribeRequest,
  NewsletterSubscriptionId,
  type NewsletterSubscription,
} from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  changeNewsletterFrequency,
  confirmNewsletter,
  findNewsletterSubscription,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
} from '../../domain/doi/newsletter';
import { ApiError } from '../../http/api-error';
import { oneClickRoute } from '../../http/one-click';
import { shopLocale } from '../../http/shop-locale';
import { parseOrBadRequest } from '../../http/validation';
import type { ServiceOptions } from '../service-options';
import { countOptInMail } from './opt-in-mail-throttle';
import { redeemOr410 } from './redemption-throttle';

const SubscriptionParams = z.object({ id: NewsletterSubscriptionId });

/** An id that is malformed, unknown or no longer subscribed is simply not found. */
function subscriptionId(params: unknown): string {
  const parsed = SubscriptionParams.safeParse(params);
  if (!parsed.success) throw new ApiError(404, 'NOT_FOUND');
  return parsed.data.id;
}

/** The newsletter service of spec section 7 (subscription/{id}) plus the shop's sign-up calls. */
export function subscriptionRoutes(app: FastifyInstance, options: ServiceOptions): void {
  const { db } = options;

  // The shop's sign-up form. 202 whatever the address's state, so the answer tells nobody who
  // subscribes; the mail goes out after the answer.
  app.post('/subscriptions', async (request, reply) => {
    const { email } = parseOrBadRequest(NewsletterSubscribeRequest, request.body);
    const locale = shopLocale(request);
    await countOptInMail(options, request, email);
    subscribeToNewsletter(options, email, locale).then(
      () => app.wakeOutbox(),
      (error: unknown) => request.log.error({ err: error }, 'Newsletter sign-up failed'),
    );
    return reply.code(202).send({});
  });

  // newsletter/confirmation: the button on the page, never the link itself (mail scanners).
  app.post('/subscriptions/confirm', async (request) => {
    const { token } = parseOrBadRequest(DoiTokenRequest, request.body);
    await redeemOr410(options, request, async () =>
      (await confirmNewsletter(options, token)) ? true : null,
    );
    return {};
  });

  app.get('/subscription/:id', async (request): Promise<NewsletterSubscription> => {
    const subscription = await findNewsletterSubscription(db, subscriptionId(request.params));
    if (!subscription) throw new ApiError(404, 'NOT_FOUND');
    return subscription;
  });

  app.put('/subscription/:id', async (request): Promise<NewsletterSubscription> => {
    const id = subscriptionId(request.params);
    const { frequency } = parseOrBadRequest(NewsletterFrequencyRequest, request.body);
    const subscription = await changeNewsletterFrequency(db, id, frequency);
    if (!subscription) throw new ApiError(404, 'NOT_FOUND');
    return subscription;
  });

  app.delete('/subscription/:id', async (request) => {
    if (!(await unsubscribeFromNewsletter(db, subscriptionId(request.params))))
      throw new ApiError(404, 'NOT_FOUND');
    return {};
  });

  oneClickRoute(app, '/subscription/:id/one-click', async (request) => {
    if (!(await unsubscribeFromNewsletter(db, subscriptionId(request.params))))
      throw new ApiError(404, 'NOT_FOUND');
  });
}
