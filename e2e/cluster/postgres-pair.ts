import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '@account/test-services/src/free-port';
import { ownedTempDir, PG_BIN, runAsOwner } from './processes';

export interface PostgresServer {
  port: number;
  dir: string;
  /** A statement through psql as the superuser; its rows, one per line, fields split by `|`. */
  query(statement: string, database?: string): string[];
}

function server(dir: string, port: number): PostgresServer {
  return {
    port,
    dir,
    query: (statement, database = 'account') =>
      runAsOwner(path.join(PG_BIN, 'psql'), [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'postgres',
        '-d',
        database,
        '-At',
        '-c',
        statement,
      ])
        .split('\n')
        .filter(Boolean),
  };
}

const pgCtl = (...args: string[]) => runAsOwner(path.join(PG_BIN, 'pg_ctl'), args);

function start(data: string, port: number, settings: string[]): void {
  pgCtl(
    '-D',
    data,
    '-l',
    `${data}.log`,
    '-w',
    '-t',
    '30',
    '-o',
    [`-p ${port}`, `-k ${path.dirname(data)}`, '-c listen_addresses=127.0.0.1', ...settings].join(
      ' ',
    ),
    'start',
  );
}

/**
 * A primary and its hot standby, streaming, as CloudNativePG runs them (without the operator):
 * the standby made by `pg_basebackup -R`, and every commit acknowledged only once the standby has
 * flushed it (`synchronous_standby_names = '*'`, `synchronous_commit = on`), so a promoted standby
 * has every write a customer was told had succeeded. The setting is made once the standby is
 * copied: earlier, the copy's own commits would wait for a standby that does not exist yet, and
 * the copy would take it along and, as the new primary without a standby, wait on every commit.
 */
export async function startPrimaryAndStandby() {
  const root = ownedTempDir('account-cluster-pg-');
  const [primaryPort, standbyPort] = [await freePort(), await freePort()];
  const primaryData = path.join(root, 'primary');
  const standbyData = path.join(root, 'standby');
  const stop = () => {
    for (const data of [primaryData, standbyData]) {
      try {
        pgCtl('-D', data, '-m', 'immediate', 'stop');
      } catch {
        // Not running (the crashed primary, or a standby never made).
      }
    }
    fs.rmSync(root, { recursive: true, force: true });
  };
  try {
    return startPair();
  } catch (error) {
    stop();
    throw error;
  }

  function startPair() {
    runAsOwner(path.join(PG_BIN, 'initdb'), [
      '-D',
      primaryData,
      '-A',
      'trust',
      '-U',
      'postgres',
      '--no-sync',
    ]);
    fs.appendFileSync(
      path.join(primaryData, 'pg_hba.conf'),
      'host replication postgres 127.0.0.1/32 trust\n',
    );
    start(primaryData, primaryPort, ['-c wal_level=replica', '-c max_connections=200']);
    const primary = server(primaryData, primaryPort);
    primary.query('create database account', 'postgres');
    runAsOwner(path.join(PG_BIN, 'pg_basebackup'), [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      standbyData,
      '-R',
      '-X',
      'stream',
      // A checkpoint now, not one spread over the next minutes.
      '--checkpoint=fast',
    ]);
    start(standbyData, standbyPort, ['-c hot_standby=on', '-c max_connections=200']);
    const standby = server(standbyData, standbyPort);
    primary.query("alter system set synchronous_standby_names = '*'", 'postgres');
    primary.query('select pg_reload_conf()', 'postgres');
    return {
      primary,
      standby,
      /** The standby's replication state as the primary sees it (`sync` once it acknowledges commits). */
      syncState: () => primary.query('select sync_state from pg_stat_replication', 'postgres'),
      /** What a crash of the primary's machine does: no shutdown checkpoint, connections cut. */
      crashPrimary: () => pgCtl('-D', primaryData, '-m', 'immediate', 'stop'),
      promoteStandby: () => pgCtl('-D', standbyData, '-w', 'promote'),
      stop,
    };
  }
}
