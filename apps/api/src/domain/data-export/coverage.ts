/**
 * Which tables holding a `customer_id` the export reads (customer-data.ts, order-pages.ts), and
 * why the others stay out. `coverage.test.ts` fails when a new table with customer data is in
 * neither list, so no area can be forgotten in the export. Newsletter subscriptions and stock
 * reminders are kept by e-mail and exported too (no customer_id column to list them by).
 */
export const EXPORTED_TABLES = [
  'customers',
  'billing_addresses',
  'delivery_addresses',
  'bank_details',
  'customer_payment_methods',
  'market_research_consents',
  'upsell_unsubscribes',
  'creator_follows',
  'wishlist_items',
  'product_views',
  'basket_items',
  'vouchers',
  'referral_codes',
  'support_requests',
  'social_logins',
  'sessions',
  'login_events',
  'known_devices',
  'data_export_requests',
  'privacy_preferences',
  'consent_log',
  'passkeys',
  'outgoing_mails',
  'orders',
  'invoices',
  // In invoices.json, beside the invoice each credits.
  'credit_notes',
] as const;

export const NOT_EXPORTED: Record<string, string> = {
  one_time_tokens:
    'hashes of the links mailed to the customer: security material, useless without the mail',
  passkey_challenges:
    'challenges of passkey ceremonies under way, gone after five minutes: security material',
  idempotency_keys: 'answers to order changes kept for repeats (24 hours); they repeat orders.json',
};
