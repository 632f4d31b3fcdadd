import { createTestDatabase, dialects, type TestDatabase } from '../../test/test-database';
import { EXPORTED_TABLES, NOT_EXPORTED } from './coverage';

describe.each(dialects)('data export covers every table (%s)', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.drop());

  it('exports or deliberately leaves out every table that holds a customer_id', async () => {
    // PostgreSQL lists the tables of every schema; each test run has its own.
    const tables = (await database.db.introspection.getTables()).filter(
      (table) => database.schema === undefined || table.schema === database.schema,
    );
    const withCustomer = tables
      .filter((table) => table.columns.some((column) => column.name === 'customer_id'))
      .map((table) => table.name);
    const covered = new Set<string>([...EXPORTED_TABLES, ...Object.keys(NOT_EXPORTED)]);
    expect(withCustomer.filter((name) => !covered.has(name))).toEqual([]);
    const names = new Set(tables.map((table) => table.name));
    expect([...covered].filter((name) => !names.has(name))).toEqual([]);
  });
});
