import SQLite from 'better-sqlite3';
import { withStatementCache } from './database';

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

it('runs writes and reports their changes', () => {
  const cached = withStatementCache(memoryDatabase());
  const update = cached.prepare("update t set note = 'neu' where note is null");
  expect(update.reader).toBe(false);
  expect(update.run([])).toMatchObject({ changes: 1 });
  expect(cached.prepare('insert into t (name) values (?) returning id').all(['c'])).toEqual([
    { id: 3 },
  ]);
});
