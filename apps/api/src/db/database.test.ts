import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { createTestDatabase, dialects, type TestDatabase } from '../test/test-database';
import { plannedOnce, withStatementCache } from './database';

function memoryDatabase() {
  const database = new SQLite(':memory:');
  database.exec(`create table t (id integer primary key, name text, note text);
    insert into t (name, note) values ('a', null), ('b', 'zwei');`);
  return database;
}

it('prepares each SQL text once, however often it runs', () => {
  const database = memoryDatabase();
  const prepare = jest.spyOn(database, 'prepare');
  const cached = withStatementCache(database);
  for (let i = 0; i < 5; i += 1) cached.prepare('select * from t where id = ?').all([1]);
  cached.prepare('select name from t').all([]);
  expect(prepare).toHaveBeenCalledTimes(2);
});

it('answers the rows better-sqlite3 itself would, nulls and repeated column names included', () => {
  const database = memoryDatabase();
  const cached = withStatementCache(database);
  for (const sql of [
    'select * from t order by id',
    'select a.name, b.name from t a join t b on b.id = a.id + 1',
  ]) {
    expect(cached.prepare(sql).all([])).toEqual(database.prepare(sql).all());
    expect(cached.prepare(sql).all([])).toEqual(database.prepare(sql).all());
  }
  expect([...cached.prepare('select id from t order by id').iterate([])]).toEqual([
    { id: 1 },
    { id: 2 },
  ]);
});

it('plans a join once: its parameters stay values to SQLite, found through the same index', () => {
  const database = memoryDatabase();
  database.exec('create index t_name on t (name)');
  const join =
    'select a.id, b.note from t a join t b on b.id = a.id + 1 where a.name = ? order by a.id';
  expect(plannedOnce(join)).toBe(
    'select a.id, b.note from t a join t b on b.id = a.id + 1 where a.name = +? order by a.id',
  );
  const plan = (sql: string) =>
    database
      .prepare(`explain query plan ${sql}`)
      .all('a')
      .map((row) => (row as { detail: string }).detail);
  expect(plan(plannedOnce(join))).toEqual(plan(join));
  expect(plan(plannedOnce(join)).join()).toContain('INDEX t_name (name=?)');
  const prepare = jest.spyOn(database, 'prepare');
  const cached = withStatementCache(database);
  expect(cached.prepare(join).all(['a'])).toEqual([{ id: 1, note: 'zwei' }]);
  expect(cached.prepare(join).all(['b'])).toEqual([]);
  expect(prepare).toHaveBeenCalledWith(plannedOnce(join));
});

it('leaves quoted text and other comparisons as written', () => {
  for (const sql of [
    "select * from t where note = '= ?' and name in (?, ?) and id > ?",
    'select "is ?" from t where id <> ?',
    'insert into t (name, note) values (?, ?)',
  ])
    expect(plannedOnce(sql)).toBe(sql);
  expect(plannedOnce('select * from t where note is ? and "name" = ? limit ? offset ?')).toBe(
    'select * from t where note is +? and "name" = +? limit +? offset +?',
  );
});

it('runs writes and reports their changes', () => {
  const cached = withStatementCache(memoryDatabase());
  const update = cached.prepare("update t set note = 'neu' where note is null");
  expect(update.reader).toBe(false);
  expect(update.run([])).toMatchObject({ changes: 1 });
  expect(cached.prepare('insert into t (name) values (?) returning id').all(['c'])).toEqual([
    { id: 3 },
  ]);
});

const postgres = dialects.includes('postgres') ? describe : describe.skip;

postgres('prepared statements on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres', { migrate: false });
  });
  afterAll(() => database.drop());

  it('answers with the new columns after a migration changed a table under a prepared statement', async () => {
    await database.db.connection().execute(async (connection) => {
      await sql`create table t (id integer primary key, name text)`.execute(connection);
      await sql`insert into t values (1, 'a')`.execute(connection);
      const read = () => sql`select * from t where id = ${1}`.execute(connection);
      expect((await read()).rows).toEqual([{ id: 1, name: 'a' }]);
      await sql`alter table t add column note text`.execute(connection);
      expect((await read()).rows).toEqual([{ id: 1, name: 'a', note: null }]);
    });
  });
});
