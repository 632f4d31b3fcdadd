import { ConsentTopic, type ConsentState, type PrivacyCentre } from '@account/contracts';
import type { TagTone } from '@account/ui';

/** The switches in the order the page shows them (the contract's): mails first, then data. */
export const TOPICS: readonly ConsentTopic[] = ConsentTopic.options;

const fieldOf: Record<ConsentTopic, keyof PrivacyCentre> = {
  NEWSLETTER: 'newsletter',
  STOCK_REMINDERS: 'stockReminders',
  MARKET_RESEARCH: 'marketResearch',
  UPSELL_MAILS: 'upsellMails',
  PERSONALISED_RECOMMENDATIONS: 'personalisedRecommendations',
  TRACKING: 'tracking',
};

export const stateOf = (centre: PrivacyCentre, topic: ConsentTopic): ConsentState =>
  centre[fieldOf[topic]].state;

export const toneOf: Record<ConsentState, TagTone> = {
  ON: 'success',
  PENDING: 'progress',
  OFF: 'neutral',
};
