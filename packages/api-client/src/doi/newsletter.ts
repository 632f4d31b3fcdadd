import { addresses } from '@account/contracts';
import type {
  NewsletterSubscribeRequest,
  NewsletterSubscription,
  StockReminder,
  StockReminderRequest,
} from '@account/contracts';
import type { CamelCased } from '@account/api-client';
import { call } from '@account/api-client';

/** GET subscription/{id}: what the cancel page shows; 404 once it is cancelled. */
export function getNewsletterSubscription(id: string): Promise<NewsletterSubscription> {
  return call(addresses.newsletter.subscription, { params: { id } });
}

/** PUT subscription/{id} with WEEKLY, the only frequency (spec sections 3 and 7). */
export function reduceNewsletterFrequency(id: string): Promise<NewsletterSubscription> {
  return call(addresses.newsletter.changeSubscription, {
    params: { id },
    body: { frequency: 'WEEKLY' },
  });
}

/** DELETE subscription/{id}. */
export async function cancelNewsletterSubscription(id: string): Promise<void> {
  await call(addresses.newsletter.cancelSubscription, { params: { id } });
}

/** newsletter/confirmation: the customer's button confirms the mailed sign-up link. */
export async function confirmNewsletterSubscription(token: string): Promise<void> {
  await call(addresses.newsletter.confirmSubscription, { body: { token } });
}

/** The shop's sign-up form: the double-opt-in mail goes out; the answer is the same for every address. */
export async function subscribeToNewsletter(
  input: CamelCased<NewsletterSubscribeRequest>,
): Promise<void> {
  await call(addresses.newsletter.subscribe, { body: input });
}

/** The shop's "notify me when it is back" on a sold-out product. */
export async function requestStockReminder(input: CamelCased<StockReminderRequest>): Promise<void> {
  await call(addresses.newsletter.requestStockReminder, { body: input });
}

/** stock-reminder/confirm-doi. */
export function confirmStockReminder(token: string): Promise<StockReminder> {
  return call(addresses.newsletter.confirmStockReminder, { body: { token } });
}

/** stock-reminder/unsubscribe. */
export function unsubscribeStockReminder(token: string): Promise<StockReminder> {
  return call(addresses.newsletter.unsubscribeStockReminder, { body: { token } });
}
