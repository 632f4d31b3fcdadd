/** Tables of the double opt-in area (migration 20261126094000-double-opt-in). */

export type OptInStatus = 'PENDING' | 'CONFIRMED' | 'UNSUBSCRIBED';

export interface NewsletterSubscriptionsTable {
  id: string;
  email: string;
  email_normalized: string;
  locale: string;
  status: OptInStatus;
  /** Null: every issue; WEEKLY: the reduced frequency (spec section 3, the only value). */
  frequency: 'WEEKLY' | null;
  created_at: number;
  confirmed_at: number | null;
  unsubscribed_at: number | null;
}

export interface StockRemindersTable {
  id: string;
  email: string;
  email_normalized: string;
  locale: string;
  base_product_no: string;
  status: OptInStatus;
  created_at: number;
  confirmed_at: number | null;
  unsubscribed_at: number | null;
}

export interface MarketResearchConsentsTable {
  customer_id: string;
  status: 'PENDING' | 'CONFIRMED';
  requested_at: number;
  confirmed_at: number | null;
}

export interface UpsellUnsubscribesTable {
  customer_id: string;
  unsubscribed_at: number;
}

export interface DoiTokensTable {
  id: string;
  purpose: string;
  token_hash: string;
  email_normalized: string;
  subject_id: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

/** Preferences of an account that no mail flow keeps (migration 20261127063000-privacy-centre). */
export interface PrivacyPreferencesTable {
  customer_id: string;
  personalised_recommendations: number;
  tracking: number;
  updated_at: number;
}

/** One change of a consent or mail preference: what, when, and through which way (issue 26). */
export interface ConsentLogTable {
  id: string;
  customer_id: string;
  occurred_at: number;
  /** contracts `ConsentTopic`. */
  topic: string;
  /** contracts `ConsentChange`. */
  change: string;
  /** contracts `ConsentSource`. */
  source: string;
  /** The product of a stock reminder, the frequency of a newsletter change. */
  detail: string | null;
}
