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

/** A Content-Security-Policy violation a browser reported; URIs without query or fragment. */
export interface CspReportsTable {
  id: string;
  /** The effective directive, e.g. `script-src-elem`. */
  directive: string;
  /** An origin and path, or a keyword such as `inline` or `eval`. */
  blocked_uri: string;
  document_uri: string;
  source_file: string | null;
  /** `enforce` or `report`. */
  disposition: string;
  created_at: number;
}
