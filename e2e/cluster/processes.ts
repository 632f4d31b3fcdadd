import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Debian's PostgreSQL 15 server binaries (initdb, pg_ctl, pg_basebackup, psql). */
export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/**
 * PostgreSQL and PgBouncer refuse to run as root: as root (CI's container) they run as the
 * system user `postgres` (apps/api/scripts/test-postgres.sh creates it), otherwise as the caller.
 */
const owner =
  process.getuid?.() === 0
    ? {
        uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
        gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
      }
    : {};

/** A working folder the database user may write in. */
export function ownedTempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  if ('uid' in owner) fs.chownSync(dir, owner.uid!, owner.gid!);
  return dir;
}

/**
 * Runs a PostgreSQL tool to its end as the database user; its output, or its error with stderr.
 * Bounded: a tool that waits for good (a commit waiting for a standby) would block the test
 * runner, whose own timeout cannot fire while this call holds its thread.
 */
export function runAsOwner(command: string, args: string[]): string {
  return execFileSync(command, args, {
    ...owner,
    timeout: 60_000,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Starts a long-running daemon (PgBouncer) as the database user, its output to `log`. */
export function spawnAsOwner(command: string, args: string[], log: string): ChildProcess {
  const output = fs.openSync(log, 'a');
  if ('uid' in owner) fs.fchownSync(output, owner.uid!, owner.gid!);
  return spawn(command, args, { ...owner, stdio: ['ignore', output, output] });
}

/** Polls `check` every 100 ms until it holds, failing after `ms`. */
export async function until(what: string, check: () => Promise<boolean>, ms = 30_000) {
  const giveUpAt = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > giveUpAt) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
