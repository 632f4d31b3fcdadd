import { z } from 'zod';

/** Spec section 3: WEEKLY is the only frequency; a subscription without one gets every issue. */
export const NewsletterFrequency = z.enum(['WEEKLY']);
export type NewsletterFrequency = z.infer<typeof NewsletterFrequency>;

/** Spec section 3: what the cancel page offers. */
export const NewsletterCancelType = z.enum(['reduceFrequency', 'unsubscribe']);
export type NewsletterCancelType = z.infer<typeof NewsletterCancelType>;

/** A subscription id of a mailed link: 128 random bits, base64url (docs/decisions/README.md). */
export const NewsletterSubscriptionId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

/** GET / PUT subscription/{id}: what the cancel page shows. */
export const NewsletterSubscription = z.object({
  id: z.string(),
  email: z.string(),
  frequency: NewsletterFrequency.nullable(),
});
export type NewsletterSubscription = z.infer<typeof NewsletterSubscription>;

/** PUT subscription/{id} (spec section 7). */
export const NewsletterFrequencyRequest = z.object({ frequency: NewsletterFrequency });

/** POST subscriptions: the shop's sign-up form; the double-opt-in mail goes to the address. */
export const NewsletterSubscribeRequest = z.object({ email: z.email().max(254) });
export type NewsletterSubscribeRequest = z.input<typeof NewsletterSubscribeRequest>;

/** The token of a mailed double-opt-in link, as every confirm and unsubscribe call takes it. */
export const DoiTokenRequest = z.object({ token: z.string().min(1).max(200) });
export type DoiTokenRequest = z.input<typeof DoiTokenRequest>;

/** RFC 8058: the one-click body a mail client POSTs to the List-Unsubscribe URL. */
export const ONE_CLICK_UNSUBSCRIBE_BODY = 'List-Unsubscribe=One-Click';
