import type { Kysely } from 'kysely';
import { insertCustomer } from '../test/customer-fixtures';
import { createTestDatabase, dialects, type TestDatabase } from '../test/test-database';
import { compiledOnce } from './compiled-once';
import type { Database } from './schema';

describe.each(dialects)('a query compiled once (%s)', (dialect) => {
  let database: TestDatabase;
  let builds = 0;
  // A constant of the query itself ('FULL') beside the arguments, and an `in` list.
  const byNumbers = compiledOnce(
    (db: Kysely<Database>, numbers: string[], createdAfter: number) => {
      builds += 1;
      return db
        .selectFrom('customers')
        .select(['customer_number', 'first_name'])
        .where('customer_type', '=', 'FULL')
        .where('customer_number', 'in', numbers)
        .where('created_at', '>', createdAfter)
        .orderBy('customer_number');
    },
  );

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    for (const [number, firstName, createdAt] of [
      ['1001', 'Erika', 1_000],
      ['1002', 'Max', 2_000],
      ['1003', 'Anna', 3_000],
    ] as const)
      await insertCustomer(database.db, {
        email: `${firstName.toLowerCase()}@example.de`,
        customer_number: number,
        first_name: firstName,
        created_at: createdAt,
      });
    await insertCustomer(database.db, {
      email: 'light@example.de',
      customer_number: '1004',
      customer_type: 'LIGHT',
    });
  });
  afterAll(() => database.drop());

  test('each call answers with its own values, built once per length of the list', async () => {
    builds = 0;
    const { db } = database;
    expect(await byNumbers(db, ['1001', '1002'], 0)).toEqual([
      { customer_number: '1001', first_name: 'Erika' },
      { customer_number: '1002', first_name: 'Max' },
    ]);
    expect(await byNumbers(db, ['1002', '1003'], 2_500)).toEqual([
      { customer_number: '1003', first_name: 'Anna' },
    ]);
    // The light account matches the list but not the query's own constant.
    expect(await byNumbers(db, ['1001', '1003', '1004'], 0)).toEqual([
      { customer_number: '1001', first_name: 'Erika' },
      { customer_number: '1003', first_name: 'Anna' },
    ]);
    expect(await byNumbers(db, ['1003', '1004', '1001'], 1_500)).toEqual([
      { customer_number: '1003', first_name: 'Anna' },
    ]);
    expect(builds).toBe(2);
  });
});
