import type { ConsentState, ConsentTopic, PrivacyCentre } from '@account/contracts';
import type { TagTone } from '@account/ui';

/** The switches in the order the page shows them: mails first, then what the shop does with data. */
export const TOPICS: ConsentTopic[] = [
  'NEWSLETTER',
  'STOCK_REMINDERS',
  'MARKET_RESEARCH',
  'UPSELL_MAILS',
  'PERSONALISED_RECOMMENDATIONS',
  'TRACKING',
];

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
