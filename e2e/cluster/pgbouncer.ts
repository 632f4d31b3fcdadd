import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import { freePort } from '@account/test-services/src/free-port';
import { ownedTempDir, spawnAsOwner, until } from './processes';

/**
 * Debian's PgBouncer in transaction mode in front of one PostgreSQL server, as CloudNativePG's
 * `Pooler` puts it in front of the primary's service. `repoint` is the failover step a pooler
 * takes: a new server in its configuration, then a reload (SIGHUP, the same as RELOAD on its
 * admin console) — clients stay connected to PgBouncer throughout.
 */
export async function startPgBouncer(serverPort: number) {
  const dir = ownedTempDir('account-cluster-pgbouncer-');
  const port = await freePort();
  const ini = path.join(dir, 'pgbouncer.ini');
  const write = (target: number) =>
    fs.writeFileSync(
      ini,
      [
        '[databases]',
        `account = host=127.0.0.1 port=${target} dbname=account`,
        '[pgbouncer]',
        'listen_addr = 127.0.0.1',
        `listen_port = ${port}`,
        `unix_socket_dir = ${dir}`,
        'auth_type = trust',
        `auth_file = ${path.join(dir, 'users.txt')}`,
        'pool_mode = transaction',
        'max_client_conn = 500',
        'default_pool_size = 20',
        // A client whose transaction finds no server (the primary is gone) hears so within 2 s
        // instead of the default 120 s; the API answers it 503 (database-unavailable.ts).
        'query_wait_timeout = 2',
        'server_connect_timeout = 2',
        'server_login_retry = 1',
      ].join('\n') + '\n',
    );
  fs.writeFileSync(path.join(dir, 'users.txt'), '"postgres" ""\n');
  write(serverPort);
  const log = path.join(dir, 'pgbouncer.log');
  const daemon = spawnAsOwner('pgbouncer', [ini], log);
  await until('PgBouncer listens', async () => {
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', reject);
    });
    return true;
  });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/account`,
    log,
    repoint(target: number) {
      write(target);
      daemon.kill('SIGHUP');
    },
    stop() {
      daemon.kill('SIGTERM');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
