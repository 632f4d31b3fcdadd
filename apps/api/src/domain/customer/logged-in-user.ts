import { createHash } from 'node:crypto';
import { isNewCustomerAt, type LoggedInUser } from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Customer, Database } from '../../db/schema';
import { compiledOnce } from '../../db/compiled-once';

/**
 * Only the latest order matters (spec: "latest-order check limit 1"); the index serves it directly.
 * Compiled once: login-state is the read every page load sends.
 */
const latestOrderOf = compiledOnce((db: Kysely<Database>, customerId: string) =>
  db
    .selectFrom('orders')
    .select('placed_at')
    .where('customer_id', '=', customerId)
    .orderBy('placed_at', 'desc')
    .limit(1),
);

/** The id only: the logged-in user names its billing address, the address itself is another read. */
const billingAddressIdOf = compiledOnce((db: Kysely<Database>, customerId: string) =>
  db.selectFrom('billing_addresses').select('id').where('customer_id', '=', customerId),
);

/**
 * The logged-in user of spec section 3; `username` is what the customer logged in with. The
 * server answers isNewCustomer itself, so the client's check after login needs no second call.
 */
export async function toLoggedInUser(
  db: Kysely<Database>,
  customer: Customer,
  username: string,
  now = Date.now(),
): Promise<LoggedInUser> {
  const [[latest], [billingAddress]] = await Promise.all([
    latestOrderOf(db, customer.id),
    billingAddressIdOf(db, customer.id),
  ]);
  return {
    firstName: customer.first_name,
    lastName: customer.last_name,
    username,
    email: customer.email,
    customerNumber: customer.customer_number,
    customerId: customer.customer_id,
    customerClass: customer.customer_class,
    customerType: customer.customer_type,
    countryCode: customer.country_code,
    isLightUser: customer.customer_type === 'LIGHT',
    isHelloUser: customer.password_hash === null,
    isNewCustomer: isNewCustomerAt(latest ? Number(latest.placed_at) : null, now),
    billingAddressId: billingAddress?.id ?? null,
    // Tracking identifies the customer by this hash only (spec section 3), never by the address.
    emailHash: createHash('sha256').update(customer.email_normalized).digest('hex'),
    crossDeviceTracking: customer.cross_device_tracking === 1,
    preferredPaymentMethod: customer.preferred_payment_method,
  };
}
