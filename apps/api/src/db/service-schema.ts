import type { Generated } from 'kysely';
import type { Locale, SupportTopic } from '@account/contracts';

/** A support request as sent; the mail columns say which mails went out (null: not yet). */
export interface SupportRequestsTable {
  id: string;
  customer_id: string;
  topic: SupportTopic;
  order_number: string | null;
  message: string;
  email: string;
  locale: Locale;
  service_mailed_at: number | null;
  confirmation_mailed_at: number | null;
  created_at: number;
  /** Sends tried by the resend after the first; it gives up after a few. */
  mail_attempts: Generated<number>;
  /** When an API instance claimed the request for a resend. */
  mail_claimed_at: number | null;
}

/** One referral code per customer, created on first request and kept. */
export interface ReferralCodesTable {
  customer_id: string;
  code: string;
  created_at: number;
}
