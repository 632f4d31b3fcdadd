import { addresses } from '@account/contracts';
import type {
  ConsentLogResponse,
  ConsentTopic,
  NewsletterFrequency,
  PrivacyCentre,
} from '@account/contracts';
import { call } from '@account/api-client';

/** Privacy centre (issue 26): every consent and mail preference of the account with its state. */
export function getPrivacyCentre(): Promise<PrivacyCentre> {
  return call(addresses.customer.privacyCentre);
}

/**
 * Switches one consent; the answer is the centre as the server now holds it (newsletter and
 * market research switched on are PENDING until the mailed link is followed).
 */
export function switchConsent(topic: ConsentTopic, enabled: boolean): Promise<PrivacyCentre> {
  return call(addresses.customer.switchConsent, { body: { topic, enabled } });
}

/** The confirmed newsletter's frequency: null for every issue. */
export function setNewsletterFrequency(
  frequency: NewsletterFrequency | null,
): Promise<PrivacyCentre> {
  return call(addresses.customer.setPrivacyNewsletterFrequency, { body: { frequency } });
}

/** The latest consent changes with time and source, newest first. */
export function getConsentLog(): Promise<ConsentLogResponse> {
  return call(addresses.customer.consentLog);
}
