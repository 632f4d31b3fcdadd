import { z } from 'zod';
import { NewsletterFrequency } from '../doi/newsletter';

/** The consents and mail preferences of the privacy centre (issue 26), one switch each. */
export const ConsentTopic = z.enum([
  'NEWSLETTER',
  'STOCK_REMINDERS',
  'MARKET_RESEARCH',
  'UPSELL_MAILS',
  'PERSONALISED_RECOMMENDATIONS',
  'TRACKING',
]);
export type ConsentTopic = z.infer<typeof ConsentTopic>;

/**
 * What a consent log entry records: asked for (a double-opt-in mail went out), given, withdrawn,
 * or — for the newsletter — its frequency changed.
 */
export const ConsentChange = z.enum(['REQUESTED', 'GRANTED', 'WITHDRAWN', 'FREQUENCY_CHANGED']);
export type ConsentChange = z.infer<typeof ConsentChange>;

/**
 * Through which way a change came: the privacy centre, a double-opt-in link, an unsubscribe
 * link (or the cancel page it opens), the mail client's one-click unsubscribe, or the shop
 * (its sign-up forms and its calls for the logged-in customer).
 */
export const ConsentSource = z.enum([
  'PRIVACY_CENTRE',
  'DOI_LINK',
  'UNSUBSCRIBE_LINK',
  'ONE_CLICK_UNSUBSCRIBE',
  'SHOP',
]);
export type ConsentSource = z.infer<typeof ConsentSource>;

/** ON: given; PENDING: the double-opt-in mail is out, not yet confirmed; OFF: not given. */
export const ConsentState = z.enum(['ON', 'PENDING', 'OFF']);
export type ConsentState = z.infer<typeof ConsentState>;

/** GET user/privacy-centre: every consent and mail preference of the account with its state. */
export const PrivacyCentre = z.object({
  /** The subscription of the account's address in its shop; frequency null: every issue. */
  newsletter: z.object({ state: ConsentState, frequency: NewsletterFrequency.nullable() }),
  /** Reminders are asked for per product in the shop; the centre can only end them. */
  stockReminders: z.object({ state: ConsentState, products: z.array(z.string()) }),
  marketResearch: z.object({ state: ConsentState }),
  upsellMails: z.object({ state: ConsentState }),
  personalisedRecommendations: z.object({ state: ConsentState }),
  tracking: z.object({ state: ConsentState }),
});
export type PrivacyCentre = z.infer<typeof PrivacyCentre>;

/**
 * PUT user/privacy-centre/consent: switch one consent on or off. Newsletter and market research
 * switched on send the double-opt-in mail (state PENDING until confirmed); stock reminders can
 * only be switched off; everything switched off takes effect at once.
 */
export const ConsentSwitchRequest = z.object({ topic: ConsentTopic, enabled: z.boolean() });
export type ConsentSwitchRequest = z.infer<typeof ConsentSwitchRequest>;

/** PUT user/privacy-centre/newsletter-frequency: null for every issue, WEEKLY for fewer. */
export const PrivacyNewsletterFrequencyRequest = z.object({
  frequency: NewsletterFrequency.nullable(),
});
export type PrivacyNewsletterFrequencyRequest = z.infer<typeof PrivacyNewsletterFrequencyRequest>;

/** How many consent log entries the privacy centre shows, newest first. */
export const CONSENT_LOG_LENGTH = 50;

export const ConsentLogEntry = z.object({
  occurredAt: z.string(),
  topic: ConsentTopic,
  change: ConsentChange,
  source: ConsentSource,
  /** The product of a stock reminder; the new frequency of a newsletter change. */
  detail: z.string().nullable(),
});
export type ConsentLogEntry = z.infer<typeof ConsentLogEntry>;

/** GET user/privacy-centre/consent-log: the latest changes, newest first. */
export const ConsentLogResponse = z.object({ entries: z.array(ConsentLogEntry) });
export type ConsentLogResponse = z.infer<typeof ConsentLogResponse>;
