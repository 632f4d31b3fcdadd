import type { Migration, MigrationProvider } from 'kysely/migration';
import { createCustomers } from './20261125223443-customers';
import { createSessions } from './20261125223444-sessions';
import { createMailOutbox } from './20261125223709-mail-outbox';
import { createOneTimeTokens } from './20261125225938-one-time-tokens';
import { createThrottleCounters } from './20261125225939-throttle-counters';
import { addCustomerRegistration } from './20261125225940-customer-registration';
import { createOrders } from './20261125234947-orders';
import { createProducts } from './20261125234948-products';
import { createSocialLogins } from './20261125234949-social-logins';
import { createRotatedRefreshTokens } from './20261126060000-rotated-refresh-tokens';
import { createSecurityCentre } from './20261127041000-security-centre';
import { createPrivacyCentre } from './20261127063000-privacy-centre';
import { createDataExportRequests } from './20261127060000-data-export-requests';
import { addSessionAuthenticationTime } from './20261127060000-session-authentication-time';
import { addBasketOwners } from './20261127000000-basket-owners';
import { createIdempotencyKeys } from './20261126060100-idempotency-keys';
import { createSocialLiveCommerce } from './20261126084600-social-live-commerce';
import { createAddresses } from './20261126090000-addresses';
import { addCustomerErasure } from './20261126084700-customer-erasure';
import { createVouchers } from './20261126090000-vouchers';
import { createClientLogsAndTrackingEvents } from './20261126084500-client-logs-and-tracking-events';
import { addCrossDeviceTracking } from './20261126085000-cross-device-tracking';
import { createContentPages } from './20261126090000-content-pages';
import { createSupportRequestsAndReferralCodes } from './20261126091500-support-requests-and-referral-codes';
import { addSupportMailResend } from './20261126120000-support-mail-resend';
import { createOfflineRecaptchaTokens } from './20261126123000-offline-recaptcha-tokens';
import { createSocialSignUps } from './20261127000000-social-sign-ups';
import { createCatalogue } from './20261126095500-catalogue';
import { createDoubleOptIn } from './20261126094000-double-opt-in';
import { createPayments } from './20261126090500-payments';
import { createCspReports } from './20261126122500-csp-reports';
import { createOrderReturns } from './20261127000500-order-returns';
import { createOutgoingMails } from './20261127030000-outgoing-mails';
import { dropSupportMailResend } from './20261127030100-support-mails-through-outbox';
import { addOrderItemVatRates } from './20261127031500-order-item-vat-rates';
import { createPasskeys } from './20261127064000-passkeys';
import { addOutgoingMailsRetention } from './20261128090000-outgoing-mails-retention';
import { addSocialLoginIds } from './20261128120000-social-login-ids';
import { addReturnParcelNumbers } from './20261128165038-return-parcel-numbers';
import { createCreditNotes } from './20261128173000-credit-notes';
import { addOrderHistoryFilters } from './20261130000000-order-history-filters';
import { addSessionLoginWay } from './20261130001000-session-login-way';
import { addOrderArrival } from './20261130020000-order-arrival';
import { createOrderShipments } from './20261130021000-order-shipments';
import { addReturnReasonPerItem } from './20261130034700-return-reason-per-item';
import { createOrderRefunds } from './20261130040000-order-refunds';
import { addGuestIdempotencyKeys } from './20261202120000-guest-idempotency-keys';

/**
 * In code rather than read from a folder, so tsx, jest and a bundle all see the same list.
 * Names start with the UTC time of writing (yyyymmddhhmmss): migrations written in parallel on
 * different branches get different names and run in the order they were written.
 */
export const migrations: Record<string, Migration> = {
  '20261125223443-customers': createCustomers,
  '20261125223444-sessions': createSessions,
  '20261125223709-mail-outbox': createMailOutbox,
  '20261125225938-one-time-tokens': createOneTimeTokens,
  '20261125225939-throttle-counters': createThrottleCounters,
  '20261125225940-customer-registration': addCustomerRegistration,
  '20261125234947-orders': createOrders,
  '20261125234948-products': createProducts,
  '20261125234949-social-logins': createSocialLogins,
  '20261126060000-rotated-refresh-tokens': createRotatedRefreshTokens,
  '20261126060100-idempotency-keys': createIdempotencyKeys,
  '20261126084600-social-live-commerce': createSocialLiveCommerce,
  '20261126090000-addresses': createAddresses,
  '20261126084700-customer-erasure': addCustomerErasure,
  '20261126090000-vouchers': createVouchers,
  '20261126084500-client-logs-and-tracking-events': createClientLogsAndTrackingEvents,
  '20261126085000-cross-device-tracking': addCrossDeviceTracking,
  '20261126090000-content-pages': createContentPages,
  '20261126091500-support-requests-and-referral-codes': createSupportRequestsAndReferralCodes,
  '20261126095500-catalogue': createCatalogue,
  '20261126094000-double-opt-in': createDoubleOptIn,
  '20261126090500-payments': createPayments,
  '20261126120000-support-mail-resend': addSupportMailResend,
  '20261126122500-csp-reports': createCspReports,
  '20261126123000-offline-recaptcha-tokens': createOfflineRecaptchaTokens,
  '20261127000000-basket-owners': addBasketOwners,
  '20261127000000-social-sign-ups': createSocialSignUps,
  '20261127000500-order-returns': createOrderReturns,
  '20261127030000-outgoing-mails': createOutgoingMails,
  '20261127030100-support-mails-through-outbox': dropSupportMailResend,
  '20261127031500-order-item-vat-rates': addOrderItemVatRates,
  '20261127041000-security-centre': createSecurityCentre,
  '20261127063000-privacy-centre': createPrivacyCentre,
  '20261127060000-data-export-requests': createDataExportRequests,
  '20261127060000-session-authentication-time': addSessionAuthenticationTime,
  '20261127064000-passkeys': createPasskeys,
  '20261128090000-outgoing-mails-retention': addOutgoingMailsRetention,
  '20261128120000-social-login-ids': addSocialLoginIds,
  '20261128165038-return-parcel-numbers': addReturnParcelNumbers,
  '20261128173000-credit-notes': createCreditNotes,
  '20261130000000-order-history-filters': addOrderHistoryFilters,
  '20261130001000-session-login-way': addSessionLoginWay,
  '20261130020000-order-arrival': addOrderArrival,
  '20261130021000-order-shipments': createOrderShipments,
  '20261130034700-return-reason-per-item': addReturnReasonPerItem,
  '20261130040000-order-refunds': createOrderRefunds,
  '20261202120000-guest-idempotency-keys': addGuestIdempotencyKeys,
};

/** The numbered names databases migrated before the rename recorded; renamed in place on start. */
export const legacyMigrationNames: Record<string, string> = {
  '0001-customers': '20261125223443-customers',
  '0002-sessions': '20261125223444-sessions',
  '0002b-mail-outbox': '20261125223709-mail-outbox',
  '0003-one-time-tokens': '20261125225938-one-time-tokens',
  '0004-throttle-counters': '20261125225939-throttle-counters',
  '0005-customer-registration': '20261125225940-customer-registration',
  '0010-orders': '20261125234947-orders',
  '0011-products': '20261125234948-products',
  '0006-social-logins': '20261125234949-social-logins',
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
