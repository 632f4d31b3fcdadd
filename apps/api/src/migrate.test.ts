import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { migrations } from './db/migrations';
import { startServerProcess, type ServerProcess } from './test/server-process';
import { createTestDatabase, dialects, type TestDatabase } from './test/test-database';

/** A database nobody has migrated: a new SQLite file, or a new PostgreSQL schema. */
async function emptyDatabase(dialect: (typeof dialects)[number]) {
  const database: TestDatabase = await createTestDatabase(dialect, { migrate: false });
  const env: Record<string, string> =
    database.config.dialect === 'postgres'
      ? { DATABASE_URL: database.config.url, DATABASE_SCHEMA: database.schema! }
      : { SQLITE_FILE: database.config.file };
  const file = database.config.dialect === 'sqlite' ? database.config.file : '';
  const table = sql.table(
    database.schema ? `${database.schema}.kysely_migration` : 'kysely_migration',
  );
  const recorded = async () =>
    (await sql<{ name: string }>`select name from ${table}`.execute(database.db)).rows.map(
      (row) => row.name,
    );
  return { database, env, file, recorded };
}

const ready = async (origin: string) => (await fetch(`${origin}/api/ready`)).status;

/** The JSON log lines a server process has written so far. */
function logOf(server: ServerProcess): Promise<Array<Record<string, unknown>>> {
  const stdout = server.server.stdout!;
  let text = '';
  stdout.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
  return new Promise((resolve) => {
    server.server.kill('SIGTERM');
    server.exited.then(() =>
      resolve(
        text
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as Record<string, unknown>),
      ),
    );
  });
}

const everyMigration = Object.keys(migrations).sort();

describe.each(dialects)('migrations once per release (%s)', (dialect) => {
  let cleanUp: Array<() => unknown> = [];
  afterEach(async () => {
    for (const step of cleanUp.reverse()) await step();
    cleanUp = [];
  });

  it('three instances started at once on an empty database run each migration once, and all three get ready', async () => {
    const { database, env, file, recorded } = await emptyDatabase(dialect);
    cleanUp.push(() => database.drop());
    const servers = await Promise.all(
      [1, 2, 3].map(() =>
        startServerProcess(file, { ...env, LOG_LEVEL: 'info', LOG_FORMAT: 'json' }, 'pipe'),
      ),
    );
    cleanUp.push(() => servers.forEach(({ server }) => server.exitCode ?? server.kill('SIGKILL')));

    expect(await Promise.all(servers.map(({ origin }) => ready(origin)))).toEqual([200, 200, 200]);
    const logs = await Promise.all(servers.map(logOf));
    const runByEach = logs.map((log) =>
      log.flatMap((line) => (Array.isArray(line.migrations) ? (line.migrations as string[]) : [])),
    );
    expect(runByEach.flat().sort()).toEqual(everyMigration);
    expect((await recorded()).sort()).toEqual(everyMigration);
  }, 60_000);

  it('an instance that does not migrate at start stays unready until the migration step has run', async () => {
    const { database, env, file, recorded } = await emptyDatabase(dialect);
    cleanUp.push(() => database.drop());
    const { server, origin } = await startServerProcess(file, {
      ...env,
      MIGRATE_AT_START: 'false',
    });
    cleanUp.push(() => server.exitCode ?? server.kill('SIGKILL'));
    expect(await ready(origin)).toBe(503);
    expect((await fetch(`${origin}/api/health`)).status).toBe(200);

    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/migrate.ts'],
      {
        cwd: path.resolve(__dirname, '..'),
        env: { ...process.env, NODE_OPTIONS: '', DATABASE_URL: '', SQLITE_FILE: file, ...env },
      },
    );
    const lines = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { migration?: string; migrationsRun?: number });
    expect(lines.flatMap((line) => line.migration ?? []).sort()).toEqual(everyMigration);
    expect(lines.at(-1)).toEqual({
      msg: 'schema up to date',
      migrationsRun: everyMigration.length,
    });
    expect((await recorded()).sort()).toEqual(everyMigration);
    expect(await ready(origin)).toBe(200);
  }, 60_000);
});

describe('a second migration step of the same release', () => {
  it('finds nothing to do', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'account-api-migrate-'));
    const run = () =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/migrate.ts'], {
        cwd: path.resolve(__dirname, '..'),
        env: {
          ...process.env,
          NODE_OPTIONS: '',
          DATABASE_URL: '',
          SQLITE_FILE: path.join(dir, 'a.sqlite'),
        },
      });
    try {
      await run();
      expect(JSON.parse((await run()).stdout)).toEqual({
        msg: 'schema up to date',
        migrationsRun: 0,
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
