import type { UnsentMailLifetimes } from '../mail/outbox-retention';
import { DOI_TOKEN_LIFETIME_MS } from './newsletter/doi-tokens';
import { TOKEN_LIFETIME_MS } from './tokens/one-time-tokens';

/**
 * How long an unsent mail is worth keeping, by kind (issue 33): a mail whose link has run out
 * leads nowhere, and its body holds the link. Kinds not listed carry no link that runs out
 * (notices, order mails, newsletters): they are dropped after `UNSENT_MAIL_MAX_AGE_MS`, by when
 * the outbox has long given them up (mail/outbox-rules.ts: about two hours of attempts). The
 * outbox worker drops them (mail/outbox-retention.ts); the lifetimes are the tokens' own.
 */
export const UNSENT_MAIL_LIFETIME_MS: UnsentMailLifetimes = {
  'magic-link': TOKEN_LIFETIME_MS['magic-link'],
  'password-reset': TOKEN_LIFETIME_MS['password-reset'],
  'set-password': TOKEN_LIFETIME_MS['set-password'],
  // The set-password link mailed after an undone e-mail change.
  'password-after-email-undo': TOKEN_LIFETIME_MS['set-password'],
  'account-activation': TOKEN_LIFETIME_MS['account-activation'],
  'social-link': TOKEN_LIFETIME_MS['social-link'],
  'social-sign-up-confirm': TOKEN_LIFETIME_MS['social-sign-up-confirm'],
  'email-change-confirm': TOKEN_LIFETIME_MS['email-change'],
  // The undo link mailed to the old address.
  'email-change-done': TOKEN_LIFETIME_MS['email-change-undo'],
  'data-export': TOKEN_LIFETIME_MS['data-export'],
  'newsletter-doi': DOI_TOKEN_LIFETIME_MS['newsletter-confirm'],
  'stock-reminder-doi': DOI_TOKEN_LIFETIME_MS['stock-reminder-confirm'],
  'market-research-doi': DOI_TOKEN_LIFETIME_MS['market-research-confirm'],
};
