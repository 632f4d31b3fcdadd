import * as contracts from '@account/contracts';
import { z } from 'zod';

/**
 * The schemas the OpenAPI document names under components/schemas and refers to with `$ref`,
 * each under its name in the contracts (the spec's words): every object and enum schema that more
 * than one place of the document uses (openapi-components.test.ts finds a new one), and the parts
 * of the order and the invoice, which a reader looks up by name.
 *
 * A registry of its own rather than zod's global one: the answer serializer and the checks
 * convert schemas with the global registry, and must keep receiving them inlined.
 */
export const openApiComponents = z.registry<{ id: string }>();

/** Each a schema exported by the contracts under this name. */
const NAMED = [
  'AccountCreated',
  'AccountFlowName',
  'BankDetails',
  'BankDetailsAnswer',
  'Basket',
  'BasketItem',
  'BillingAddress',
  'BillingAddressRequest',
  'ConsentState',
  'ConsentTopic',
  'CountryCode',
  'CreatorStream',
  'CreditNoteSummary',
  'Currency',
  'CustomerType',
  'DataExportState',
  'DataExportStatus',
  'DeliveryAddress',
  'DeliveryAddressRequest',
  'DeliveryAddressType',
  'DeviceDescription',
  'DhlOptions',
  'DoiTokenRequest',
  'Empty',
  'ErrorBody',
  'ErrorCategory',
  'ErrorKey',
  'HealthStatus',
  'LoggedInUser',
  'LoginMethod',
  'NewsletterFrequency',
  'NewsletterSubscription',
  'OpenInvoice',
  'Order',
  'OrderDeliveryAddress',
  'OrderInvoice',
  'OrderItem',
  'OrderPaymentType',
  'OrderRefund',
  'OrderReturn',
  'ParcelPointKind',
  'Passkey',
  'PasskeyDeviceType',
  'PasswordChanged',
  'PaymentMethodType',
  'PaymentMethods',
  'PreferredPaymentMethod',
  'PrivacyCentre',
  'ProductVariant',
  'RefundMethod',
  'RefundState',
  'ReturnReason',
  'Reward',
  'Salutation',
  'SetPasswordReason',
  'SetPasswordRequest',
  'SetPasswordResult',
  'SocialProvider',
  'StayLoggedIn',
  'StepUpPassword',
  'StepUpRequest',
  'StockReminder',
  'Streamer',
  'SupportRequest',
  'TrackedProduct',
  'VoucherType',
  'WishlistStockReminderState',
] as const satisfies readonly (keyof typeof contracts)[];

for (const id of NAMED) openApiComponents.add(contracts[id], { id });
