import type { Migration, MigrationProvider } from 'kysely';
import { createCustomers } from './0001-customers';
import { createSessions } from './0002-sessions';
import { createMailOutbox } from './0002b-mail-outbox';
import { createOneTimeTokens } from './0003-one-time-tokens';
import { createThrottleCounters } from './0004-throttle-counters';
import { addCustomerRegistration } from './0005-customer-registration';
import { createOrders } from './0010-orders';
import { createProducts } from './0011-products';
import { createSocialLogins } from './0006-social-logins';

/** In code rather than read from a folder, so tsx, jest and a bundle all see the same list. Append only. */
const migrations: Record<string, Migration> = {
  '0001-customers': createCustomers,
  '0002-sessions': createSessions,
  '0002b-mail-outbox': createMailOutbox,
  '0003-one-time-tokens': createOneTimeTokens,
  '0004-throttle-counters': createThrottleCounters,
  '0005-customer-registration': addCustomerRegistration,
  '0010-orders': createOrders,
  '0011-products': createProducts,
  '0006-social-logins': createSocialLogins,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
