import type { Generated, Insertable, Selectable } from 'kysely';
import type {
  ConsentLogTable,
  DoiTokensTable,
  MarketResearchConsentsTable,
  NewsletterSubscriptionsTable,
  PrivacyPreferencesTable,
  StockRemindersTable,
  UpsellUnsubscribesTable,
} from './doi-schema';
import type { BillingAddressesTable, DeliveryAddressesTable } from './addresses-schema';
import type {
  InvoicesTable,
  OrderItemsTable,
  OrderReturnsTable,
  OrderShipmentsTable,
  OrderRefundsTable,
  CreditNotesTable,
  OrdersTable,
  ParcelNumberRangesTable,
  ProductsTable,
} from './orders-schema';
import type {
  CreatorFollowsTable,
  CreatorStreamsTable,
  CreatorsTable,
} from './social-live-commerce-schema';
import type { ClientLogsTable, CspReportsTable, TrackingEventsTable } from './logging-schema';
import type { ContentPagesTable } from './content-schema';
import type { ReferralCodesTable, SupportRequestsTable } from './service-schema';
import type {
  BasketItemsTable,
  ProductVariantsTable,
  ProductViewsTable,
  WishlistItemsTable,
} from './catalogue-schema';
import type { BankDetailsTable, CustomerPaymentMethodsTable } from './payments-schema';

/**
 * Column types shared by SQLite and PostgreSQL: timestamps are epoch milliseconds (bigint, read
 * back as numbers on both), flags are 0/1 integers (better-sqlite3 cannot bind booleans) and
 * calendar dates are yyyy-mm-dd text.
 */
export interface CustomersTable {
  /** Internal key for foreign keys; never leaves the server. */
  id: string;
  /** The public customerId of spec section 3. */
  customer_id: string;
  /** Normalized: digits only, no leading zeros. */
  customer_number: string;
  email: string;
  email_normalized: string;
  /** Null until the customer sets a password (light users, accounts created by phone). */
  password_hash: string | null;
  customer_type: 'FULL' | 'LIGHT';
  customer_class: string;
  salutation: 'MR' | 'MS' | 'FAMILY' | null;
  first_name: string;
  last_name: string;
  care_of: string | null;
  country_code: 'DE' | 'AT' | 'CH';
  phone_number: string | null;
  date_of_birth: string | null;
  preferred_payment_method: 'DIRECT_DEBIT' | 'INVOICE' | null;
  created_at: number;
  /** The address given at account creation. */
  street: string | null;
  street_number: string | null;
  zip_code: string | null;
  city: string | null;
  address_addition: string | null;
  newsletter_consent: Generated<number>;
  /** Set when the double opt-in link was followed; null for accounts not (yet) confirmed by mail. */
  email_confirmed_at: number | null;
  /** Set when the customer deleted the account; the row is then an anonymous order owner. */
  erased_at: Generated<number | null>;
  /** 1 when the customer allowed tracking across devices (spec section 3). */
  cross_device_tracking: Generated<number>;
}

export interface SessionsTable {
  id: string;
  customer_id: string;
  /** The username the customer logged in with, reported back by the login state. */
  username: string;
  access_token_hash: string;
  refresh_token_hash: string;
  /** The refresh token replaced by the last rotation; presenting it again means it was stolen. */
  previous_refresh_token_hash: string | null;
  stay_logged_in: number;
  access_expires_at: number;
  expires_at: number;
  revoked_at: number | null;
  created_at: number;
  /** The browser's User-Agent at login, shortened; the security centre names the device from it. */
  user_agent: string | null;
  /** The shop (locale) the session was started in. */
  shop: string | null;
  /** The coarse network of the last use (an IPv4 /24 or IPv6 /48), never the full address. */
  network: string | null;
  /** Updated at most once a minute (auth/session-activity.ts). */
  last_active_at: number | null;
  /** The last login or step-up with the password (auth/step-up.ts); token refreshes leave it. */
  authenticated_at: number;
  /** How the session began (login-events.ts `LoginMethod`); null for sessions from before. */
  login_method: string | null;
  /** The social provider of a SOCIAL login. */
  login_provider: string | null;
}

/** A login or failed login attempt of a customer, for the security centre's history. */
export interface LoginEventsTable {
  id: string;
  customer_id: string;
  occurred_at: number;
  succeeded: number;
  /** domain/customer/login/login-events.ts `LoginMethod`: PASSWORD, MAGIC_LINK, SOCIAL, PASSKEY, … */
  method: string;
  /** The social provider of a SOCIAL login. */
  provider: string | null;
  user_agent: string | null;
  network: string | null;
}

/** A device (browser and OS family) a customer logged in from; a login from another one is mailed. */
export interface KnownDevicesTable {
  customer_id: string;
  device: string;
  first_seen_at: number;
}

/** A customer's passkey (WebAuthn credential); ids and the public key base64url. */
export interface PasskeysTable {
  id: string;
  customer_id: string;
  credential_id: string;
  /** WebAuthn's user.id, base64url; random, shared by a customer's passkeys. */
  user_handle: string;
  public_key: string;
  /** The authenticator's signature counter (0 for authenticators that keep none). */
  counter: number;
  /** JSON array of WebAuthn transports (internal, hybrid, usb …), as the browser named them. */
  transports: string | null;
  /** @simplewebauthn's credentialDeviceType: singleDevice or multiDevice. */
  device_type: string;
  backed_up: number;
  rp_id: string;
  name: string;
  created_at: number;
  last_used_at: number | null;
}

/** A challenge of a passkey ceremony under way; deleted when used. */
export interface PasskeyChallengesTable {
  challenge: string;
  purpose: 'registration' | 'authentication';
  customer_id: string | null;
  user_handle: string | null;
  rp_id: string;
  origin: string;
  expires_at: number;
}

/** Mails kept when no SMTP server is configured, so every link can be followed offline. */
export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** What the mail is for (magic-link, withdrawal-receipt, …), so tests can pick theirs. */
  kind: string;
  created_at: number;
  /** JSON of extra mail headers (List-Unsubscribe of marketing mails); null for none. */
  headers?: string | null;
  /** JSON `[{ filename, contentType, content }]`, content base64 (the return label); null for none. */
  attachments?: string | null;
}

/**
 * The transactional outbox: mails waiting to be sent, sent (`sent_at`) or given up after the
 * last attempt (`given_up_at`). `mail` is the JSON of the OutgoingMail, attachments base64.
 */
export interface OutgoingMailsTable {
  id: string;
  kind: string;
  to_address: string;
  /** The account the mail was written for (issue 33), null for a mail to someone else. */
  customer_id: string | null;
  subject: string;
  /** The whole mail as JSON until it is sent, then null: a sent mail keeps no body (issue 33). */
  content: string | null;
  created_at: number;
  attempts: Generated<number>;
  next_attempt_at: number;
  claim_token: string | null;
  claimed_until: number | null;
  sent_at: number | null;
  given_up_at: number | null;
  last_error: string | null;
}

/** Links sent by mail (reset, set password, magic link, double opt-in); only the hash is kept. */
export interface OneTimeTokensTable {
  id: string;
  customer_id: string;
  purpose: string;
  token_hash: string;
  /** JSON: what the link carries besides the customer (reason, origin, redirect). */
  data: string | null;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

/** Fixed-window counters of the brute-force throttling, keyed by rule and subject. */
export interface ThrottleCountersTable {
  key: string;
  window_started_at: number;
  count: number;
}

/** A token of the local reCAPTCHA stand-in, hashed; deleted when used (auth/recaptcha.ts). */
export interface OfflineRecaptchaTokensTable {
  token_hash: string;
  expires_at: number;
}

/** A provider account linked to a customer; provider is APPLE, GOOGLE or FACEBOOK. */
export interface SocialLoginsTable {
  /** The id the security centre names it by (issue 33); the subject never leaves the server. */
  id: string;
  provider: string;
  subject: string;
  customer_id: string;
  created_at: number;
  /** The last login with it; null until then. */
  last_used_at: number | null;
}

/** A provider identity without customer, until create account uses it (domain/customers/social-sign-ups.ts). */
export interface SocialSignUpsTable {
  token_hash: string;
  provider: string;
  subject: string;
  email: string;
  expires_at: number;
  used_at: number | null;
}

/** A refresh token a session rotated away; presenting it again is reuse (auth/sessions.ts). */
export interface RotatedRefreshTokensTable {
  token_hash: string;
  session_id: string;
  rotated_at: number;
}

/** The first answer to an order change sent with an Idempotency-Key (http/idempotency.ts). */
export interface IdempotencyKeysTable {
  /** Whose key: `customer:<id>`, or `shop-session:<X-SessionId>` for a guest's basket add. */
  owner: string;
  /** A customer's keys go with the customer; null for a guest's. */
  customer_id: string | null;
  idempotency_key: string;
  /** SHA-256 of method, path and body: the same key with another request is refused. */
  request_hash: string;
  status_code: number;
  response_body: string;
  created_at: number;
}

/** A voucher of one customer; `value` is cents (VALUE), percent (PERCENTAGE) or null (FREE_SHIPPING). */
export interface VouchersTable {
  id: string;
  customer_id: string;
  code: string;
  type: 'PERCENTAGE' | 'VALUE' | 'FREE_SHIPPING';
  value: number | null;
  currency: 'EUR' | 'CHF';
  minimum_order_cents: number | null;
  /** yyyy-mm-dd, the last day of redemption in shop time. */
  valid_until: string;
  welcome: number;
  redeemed_at: number | null;
  created_at: number;
}

/** A data export request (issue 26): the job that mails the download link, claimed like the outbox. */
export interface DataExportRequestsTable {
  id: string;
  customer_id: string;
  /** The shop the request came from: the mail's language and link. */
  locale: string;
  requested_at: number;
  attempts: Generated<number>;
  next_attempt_at: number;
  claim_token: string | null;
  claimed_until: number | null;
  /** Set when the link's mail went into the outbox (same transaction as the link). */
  mailed_at: number | null;
  given_up_at: number | null;
  last_error: string | null;
}

export interface Database {
  customers: CustomersTable;
  sessions: SessionsTable;
  login_events: LoginEventsTable;
  known_devices: KnownDevicesTable;
  data_export_requests: DataExportRequestsTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
  mail_outbox: MailOutboxTable;
  outgoing_mails: OutgoingMailsTable;
  one_time_tokens: OneTimeTokensTable;
  throttle_counters: ThrottleCountersTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_returns: OrderReturnsTable;
  order_shipments: OrderShipmentsTable;
  order_refunds: OrderRefundsTable;
  parcel_number_ranges: ParcelNumberRangesTable;
  invoices: InvoicesTable;
  credit_notes: CreditNotesTable;
  products: ProductsTable;
  social_logins: SocialLoginsTable;
  rotated_refresh_tokens: RotatedRefreshTokensTable;
  idempotency_keys: IdempotencyKeysTable;
  creators: CreatorsTable;
  creator_streams: CreatorStreamsTable;
  creator_follows: CreatorFollowsTable;
  delivery_addresses: DeliveryAddressesTable;
  billing_addresses: BillingAddressesTable;
  vouchers: VouchersTable;
  client_logs: ClientLogsTable;
  tracking_events: TrackingEventsTable;
  csp_reports: CspReportsTable;
  content_pages: ContentPagesTable;
  support_requests: SupportRequestsTable;
  referral_codes: ReferralCodesTable;
  product_variants: ProductVariantsTable;
  wishlist_items: WishlistItemsTable;
  product_views: ProductViewsTable;
  basket_items: BasketItemsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  stock_reminders: StockRemindersTable;
  market_research_consents: MarketResearchConsentsTable;
  upsell_unsubscribes: UpsellUnsubscribesTable;
  doi_tokens: DoiTokensTable;
  privacy_preferences: PrivacyPreferencesTable;
  consent_log: ConsentLogTable;
  bank_details: BankDetailsTable;
  customer_payment_methods: CustomerPaymentMethodsTable;
  offline_recaptcha_tokens: OfflineRecaptchaTokensTable;
  social_sign_ups: SocialSignUpsTable;
}

export type Customer = Selectable<CustomersTable>;
export type NewCustomer = Insertable<CustomersTable>;
export type Session = Selectable<SessionsTable>;
