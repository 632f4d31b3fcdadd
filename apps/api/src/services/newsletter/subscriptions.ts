import { NewsletterSubscriptionId } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  changeNewsletterFrequency,
  confirmNewsletter,
  findNewsletterSubscription,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
} from '../../domain/newsletter/newsletter';
import { ApiError } from '../../http/api-error';
import { oneClickRoute } from '../../http/one-click';
import { shopLocale } from '../../http/shop-locale';
import type { ServiceOptions } from '../../service-options';
import { countOptInMail } from './opt-in-mail-throttle';
import { redeemOr410 } from './redemption-throttle';
import { catalogue } from '@account/contracts';
import { route } from '../../http/catalogue-route';

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
  route(app, catalogue.newsletter.subscribe, async (request, reply) => {
    const { email } = request.body;
    const locale = shopLocale(request);
    await countOptInMail(options, request, email);
    subscribeToNewsletter(options, email, locale, 'SHOP').then(
      () => app.wakeOutbox(),
      (error: unknown) => request.log.error({ err: error }, 'Newsletter sign-up failed'),
    );
    return reply.code(202).send({});
  });

  // newsletter/confirmation: the button on the page, never the link itself (mail scanners).
  route(app, catalogue.newsletter.confirmSubscription, async (request) => {
    const { token } = request.body;
    await redeemOr410(options, request, async () =>
      (await confirmNewsletter(options, token)) ? true : null,
    );
    return {};
  });

  route(app, catalogue.newsletter.subscription, async (request) => {
    const subscription = await findNewsletterSubscription(db, subscriptionId(request.params));
    if (!subscription) throw new ApiError(404, 'NOT_FOUND');
    return subscription;
  });

  route(app, catalogue.newsletter.changeSubscription, async (request) => {
    const id = subscriptionId(request.params);
    const { frequency } = request.body;
    const subscription = await changeNewsletterFrequency(db, id, frequency, 'UNSUBSCRIBE_LINK');
    if (!subscription) throw new ApiError(404, 'NOT_FOUND');
    return subscription;
  });

  route(app, catalogue.newsletter.cancelSubscription, async (request) => {
    const id = subscriptionId(request.params);
    if (!(await unsubscribeFromNewsletter(db, id, 'UNSUBSCRIBE_LINK')))
      throw new ApiError(404, 'NOT_FOUND');
    return {};
  });

  oneClickRoute(app, catalogue.newsletter.cancelSubscriptionOneClick, async (request) => {
    const id = subscriptionId(request.params);
    if (!(await unsubscribeFromNewsletter(db, id, 'ONE_CLICK_UNSUBSCRIBE')))
      throw new ApiError(404, 'NOT_FOUND');
  });
}
