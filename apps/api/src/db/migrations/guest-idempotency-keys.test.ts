import { sql } from 'kysely';
import { databaseBeforeMigration, insertCustomerC1 } from '../../test/database-before-migration';
import { dialects, type TestDatabase } from '../../test/test-database';
import { migrateToLatest } from '../migrate';
import { addGuestIdempotencyKeys } from './20261202120000-guest-idempotency-keys';

const THIS = '20261202120000-guest-idempotency-keys';

describe.each(dialects)(`migration ${THIS} (%s)`, (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await databaseBeforeMigration(dialect, THIS);
    const db = database.db;
    await insertCustomerC1(db);
    await sql`insert into idempotency_keys (customer_id, idempotency_key, request_hash,
      status_code, response_body, created_at)
      values ('c1', 'klick-1', 'h', 200, '{"status":"cancelled"}', 5)`.execute(db);
  });
  afterAll(() => database.drop());

  it("keeps a customer's stored answers as that customer's, still erased with the customer", async () => {
    await migrateToLatest(database.db, database.schema);
    const db = database.db;
    expect(await db.selectFrom('idempotency_keys').selectAll().execute()).toEqual([
      {
        owner: 'customer:c1',
        customer_id: 'c1',
        idempotency_key: 'klick-1',
        request_hash: 'h',
        status_code: 200,
        response_body: '{"status":"cancelled"}',
        created_at: expect.anything(),
      },
    ]);
    await db.deleteFrom('customers').where('id', '=', 'c1').execute();
    expect(await db.selectFrom('idempotency_keys').selectAll().execute()).toEqual([]);
  });

  it("goes back to keys of customers only, keeping the customers' and dropping the guests'", async () => {
    const db = database.db;
    await insertCustomerC1(db);
    const row = { request_hash: 'h', status_code: 201, response_body: '{}', created_at: 7 };
    await db
      .insertInto('idempotency_keys')
      .values([
        { owner: 'customer:c1', customer_id: 'c1', idempotency_key: 'kunde', ...row },
        { owner: 'shop-session:s1', customer_id: null, idempotency_key: 'gast', ...row },
      ])
      .execute();
    await addGuestIdempotencyKeys.down?.(db);
    expect(
      await sql`select customer_id, idempotency_key from idempotency_keys`.execute(db),
    ).toMatchObject({ rows: [{ customer_id: 'c1', idempotency_key: 'kunde' }] });
  });
});
