import { sql } from 'kysely';
import { MAX_DELIVERY_ADDRESSES } from '@account/contracts';
import { insertCustomer } from '../../../test/customer-fixtures';
import { createTestDatabase, dialects, type TestDatabase } from '../../../test/test-database';
import {
  createDeliveryAddress,
  deleteDeliveryAddress,
  listDeliveryAddresses,
  restoreDeliveryAddress,
} from './delivery-addresses';

const address = {
  salutation: 'MS' as const,
  first_name: 'Erika',
  last_name: 'Muster',
  street: 'Friedrichstraße',
  street_number: '100',
  address_addition: null,
  zip_code: '10117',
  city: 'Berlin',
  country_code: 'DE' as const,
  phone: null,
  parcel_point_kind: null,
  station_number: null,
  post_number: null,
};

describe.each(dialects)('the delivery-address limit under parallel creates (%s)', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.drop());

  it('lets exactly one of many creates at once take the last free place', async () => {
    const { id } = await insertCustomer(database.db, {
      email: 'parallel.adressen@example.de',
      customer_number: '10099001',
    });
    for (let count = 1; count < MAX_DELIVERY_ADDRESSES; count += 1)
      await createDeliveryAddress(database.db, id, address);

    // Connections opened beforehand, so the creates run at once rather than one per new connection.
    await Promise.all(Array.from({ length: 8 }, () => sql`select 1`.execute(database.db)));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, () => createDeliveryAddress(database.db, id, address)),
    );

    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const list = await listDeliveryAddresses(database.db, id);
    expect(list.deliveryAddresses).toHaveLength(MAX_DELIVERY_ADDRESSES);
    expect(list.isCreateAllowed).toBe(false);
  });
});

describe.each(dialects)('restoring a once preferred address (%s)', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.drop());

  it('leaves "bevorzugt" with the address created as the new first one meanwhile', async () => {
    const { id } = await insertCustomer(database.db, {
      email: 'bevorzugt.zurueck@example.de',
      customer_number: '10099002',
    });
    const once = await createDeliveryAddress(database.db, id, address);
    expect(once.isDefault).toBe(true);
    await deleteDeliveryAddress(database.db, id, once.id);
    const next = await createDeliveryAddress(database.db, id, address);
    expect(next.isDefault).toBe(true);

    const restored = await restoreDeliveryAddress(database.db, id, once.id);
    expect(restored.isDefault).toBe(false);
    const list = await listDeliveryAddresses(database.db, id);
    expect(list.preferredAddressId).toBe(next.id);
    expect(list.deliveryAddresses.filter((entry) => entry.isDefault)).toHaveLength(1);
  });
});
