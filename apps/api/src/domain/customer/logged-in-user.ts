import { createHash } from 'node:crypto';
import { isNewCustomerAt, type LoggedInUser } from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Customer, Database } from '../../db/schema';
import { compiledOnce } from '../../db/compiled-once';

/**
 * What the logged-in user needs besides the customer row, in one statement: the latest order's
 * placing (only the latest matters, spec: "latest-order check limit 1", read from the end of the
 * (customer_id, placed_at) index) and the billing address's id (the address itself is another
 * read). login-state is the read every page load sends, and on PostgreSQL each statement is a
 * round trip of its own. Compiled once, as the other hot reads.
 */
const loginFactsOf = compiledOnce((db: Kysely<Database>, customerId: string) =>
  db.selectNoFrom((eb) => [
    eb
      .selectFrom('orders')
      .select('placed_at')
      .where('customer_id', '=', customerId)
      .orderBy('placed_at', 'desc')
      .limit(1)
      .as('latest_placed_at'),
    eb
      .selectFrom('billing_addresses')
      .select('id')
      .where('customer_id', '=', customerId)
      .limit(1)
      .as('billing_address_id'),
  ]),
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
  const [facts] = await loginFactsOf(db, customer.id);
  const latestPlacedAt = facts?.latest_placed_at ?? null;
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
    isNewCustomer: isNewCustomerAt(latestPlacedAt === null ? null : Number(latestPlacedAt), now),
    billingAddressId: facts?.billing_address_id ?? null,
    // Tracking identifies the customer by this hash only (spec section 3), never by the address.
    emailHash: createHash('sha256').update(customer.email_normalized).digest('hex'),
    crossDeviceTracking: customer.cross_device_tracking === 1,
    preferredPaymentMethod: customer.preferred_payment_method,
  };
}
