import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { createTestDatabase, dialects, type TestDatabase } from '../test/test-database';
import { createDatabase } from './database';
import { migrateToLatest } from './migrate';
import { legacyMigrationNames, migrations } from './migrations';

async function recordedNames(database: TestDatabase): Promise<string[]> {
  const table = sql.table(
    database.schema ? `${database.schema}.kysely_migration` : 'kysely_migration',
  );
  const rows = await sql<{ name: string }>`select name from ${table} order by name`.execute(
    database.db,
  );
  return rows.rows.map((row) => row.name);
}

describe('migration names', () => {
  it('start with the UTC time they were written, so parallel branches never pick the same name', () => {
    for (const name of Object.keys(migrations)) expect(name).toMatch(/^20\d{12}-[a-z0-9-]+$/);
  });

  it('map every numbered name of before to a migration that still exists', () => {
    for (const name of Object.values(legacyMigrationNames)) expect(migrations[name]).toBeDefined();
  });
});

describe.each(dialects)('a database migrated under the numbered names (%s)', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect, { migrate: false });
    // What the code before the rename did: the same migrations under their old names.
    const legacy = Object.fromEntries(
      Object.entries(legacyMigrationNames).map(([old, name]) => [old, migrations[name]!]),
    );
    const { error } = await new Migrator({
      db: database.db,
      provider: { getMigrations: async () => legacy },
      ...(database.schema ? { migrationTableSchema: database.schema } : {}),
      allowUnorderedMigrations: true,
    }).migrateToLatest();
    expect(error).toBeUndefined();
    await database.db
      .insertInto('customers')
      .values({
        id: 'c1',
        customer_id: 'c1',
        customer_number: '1',
        email: 'a@example.de',
        email_normalized: 'a@example.de',
        password_hash: null,
        customer_type: 'FULL',
        customer_class: 'WEB',
        salutation: null,
        first_name: 'A',
        last_name: 'B',
        care_of: null,
        country_code: 'DE',
        phone_number: null,
        date_of_birth: null,
        preferred_payment_method: null,
        created_at: 0,
        street: null,
        street_number: null,
        zip_code: null,
        city: null,
        address_addition: null,
        email_confirmed_at: null,
      })
      .execute();
  });
  afterAll(() => database.drop());

  it('migrates cleanly with the new code, keeps its data and records only the new names', async () => {
    await migrateToLatest(database.db, database.schema);
    expect(await recordedNames(database)).toEqual(Object.keys(migrations).sort());
    expect(await database.db.selectFrom('customers').select('email').execute()).toEqual([
      { email: 'a@example.de' },
    ]);
    // A second start changes nothing.
    await migrateToLatest(database.db, database.schema);
    expect(await recordedNames(database)).toHaveLength(Object.keys(migrations).length);
  });
});

describe.each(dialects)('three migrators at once on an empty database (%s)', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect, { migrate: false });
  });
  afterAll(() => database.drop());

  it('run each migration once between them, and none fails', async () => {
    // Each with connections of its own, as three processes have.
    const migrators = [1, 2, 3].map(() => createDatabase(database.config));
    try {
      const ran = await Promise.all(migrators.map((db) => migrateToLatest(db, database.schema)));
      expect(ran.flat().sort()).toEqual(Object.keys(migrations).sort());
      expect(await recordedNames(database)).toEqual(Object.keys(migrations).sort());
    } finally {
      await Promise.all(migrators.map((db) => db.destroy()));
    }
  });
});
