import { startTestApi, type TestApi } from '../../test/api-harness';
import { dialects } from '../../test/test-database';
import { RETAINED_TABLES, customerErasers } from './erasure';

describe.each(dialects)('customer erasure covers every table (%s)', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect, { seed: false });
  });
  afterAll(() => api.close());

  it('erases or deliberately retains every table that holds a customer_id', async () => {
    // PostgreSQL lists the tables of every schema; each test run has its own.
    const tables = (await api.database.db.introspection.getTables()).filter(
      (table) => api.database.schema === undefined || table.schema === api.database.schema,
    );
    expect(tables.length).toBeGreaterThan(5);
    const withCustomer = tables
      .filter((table) => table.name !== 'customers')
      .filter((table) => table.columns.some((column) => column.name === 'customer_id'))
      .map((table) => table.name)
      .sort();
    const covered = new Set([
      ...customerErasers.map((eraser) => eraser.table),
      ...Object.keys(RETAINED_TABLES),
    ]);
    expect(withCustomer.filter((name) => !covered.has(name))).toEqual([]);
    // And no eraser names a table that does not exist (a typo would erase nothing).
    const names = new Set(tables.map((table) => table.name));
    expect(customerErasers.map((eraser) => eraser.table).filter((t) => !names.has(t))).toEqual([]);
  });
});
