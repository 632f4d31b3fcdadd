// The package's public surface: import from '@account/contracts' only, never from a file, so
// files can move between the area folders without breaking a caller.

// Shared by every area: error keys, locales and shops, shop time.
export * from './shared/errors';
export * from './shared/locale';
export * from './shared/shop';
export * from './shared/shop-time';
export * from './shared/step-up';
export * from './shared/step-up-errors';

// Customer: login, accounts, passwords, social login, address fields.
export * from './customer/username';
export * from './customer/customer';
export * from './customer/social-login';
export * from './customer/return-to';
export * from './customer/password';
export * from './customer/account-creation';
export * from './customer/password-flows';
export * from './customer/account-fields';
export * from './customer/address-field-names';

// Profile: e-mail and password change, account deletion and verification, vouchers.
export * from './profile/index';

// Orders: history, detail, statuses, cancel/return/withdrawal rules, open invoices.
export * from './orders/order-status';
export * from './orders/order-arrival';
export * from './orders/shipment-carriers';
export * from './orders/order-refund';
export * from './orders/order-status-label';
export * from './orders/order-rules';
export * from './orders/invoice-sort';
export * from './orders/orders';
export * from './orders/open-invoices';

// Creators: followed streamers and schedules of the social-live-commerce service.
export * from './creators/source-apps';
export * from './creators/creators';
// Addresses: delivery and billing addresses, their rules, the address check.
export * from './addresses/address-rules';
export * from './addresses/delivery-address';
export * from './addresses/address-comparison';
// Logging and tracking: log entries, tracking events, the consent tool.
export * from './tracking/limits';
export * from './tracking/logging';
export * from './tracking/tracking-events';
export * from './tracking/consent';
export * from './tracking/rum';

// Content: the FAQ, legal and information pages of the content service.
export * from './content/content-slugs';
export * from './content/content-page';

// Service: support requests and referrals.
export * from './service/support-rules';
export * from './service/support-request';
export * from './service/referrals';
// Products, wishlist, basket and recommendations: availability rules, payloads.
export * from './products/availability';
export * from './products/shop-session';
export * from './products/products';
export * from './wishlist/wishlist';
export * from './wishlist/stock-reminder';
export * from './products/basket';
export * from './products/buy-again';
export * from './products/recommendations';
// Double opt-in: newsletter, stock reminders, market research, upsell unsubscribe.
export * from './doi/newsletter';
export * from './doi/stock-reminder';
export * from './doi/marketing-consents';

// Payments: payment methods, preferred payment, bank details and IBAN rules.
export * from './payments/payment-method-types';
export * from './payments/payment-methods';
export * from './payments/bank-details';
export * from './payments/iban-rules';

// How remotes plug into the host (read by scripts/check-contracts.mjs and new-remote.mjs).
export * from './runtime-config';
export * from './remotes';
export * from './remote-registry-schema';
export * from './routes';
export * from './paths';
export * from './home-tiles';
// The catalogue of the account services: every endpoint declared once (docs/decisions/README.md).
export * from './catalogue/endpoint';
export * as addresses from './catalogue/addresses';
export type { ClientAddress } from './catalogue/client-address';
export * from './catalogue/common-schemas';
export { HealthStatus } from './platform/endpoints';
export * from './catalogue/catalogue';
