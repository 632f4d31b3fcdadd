import type { Locale, SupportTopic } from '@account/contracts';

/** A support request as sent; its mails go through the outbox (outgoing_mails). */
export interface SupportRequestsTable {
  id: string;
  customer_id: string;
  topic: SupportTopic;
  order_number: string | null;
  message: string;
  email: string;
  locale: Locale;
  created_at: number;
}

/** One referral code per customer, created on first request and kept. */
export interface ReferralCodesTable {
  customer_id: string;
  code: string;
  created_at: number;
}
