import type { ErrorCategory, Locale, LogLevel } from '@account/contracts';

/** A log entry the front end posted; personal data was scrubbed before it was stored. */
export interface ClientLogsTable {
  id: string;
  level: LogLevel;
  source: string;
  message: string;
  code: string | null;
  status: number | null;
  category: ErrorCategory | null;
  page: string | null;
  locale: Locale;
  created_at: number;
}

/** A tracking event sent with the customer's consent; the customer only as hash or cipher text. */
export interface TrackingEventsTable {
  id: string;
  event: string;
  /** JSON of the event's fields. */
  data: string;
  email_hash: string | null;
  encrypted_email: string | null;
  locale: Locale;
  created_at: number;
}
