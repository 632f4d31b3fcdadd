import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@account/test-services/src/free-port';
import { until } from './processes';

/**
 * Debian's HAProxy balancing over API instances as a Kubernetes Service with readiness does:
 * an instance whose /api/ready fails (draining after SIGTERM, or gone) gets no new requests.
 * A request is sent again to another instance only when it could not be sent (`conn-failure`),
 * or when the instance refused it with 503 before handling it (draining, src/http/shutdown.ts; or
 * its database unreachable, its transaction rolled back). One that an instance took and never
 * answered (killed) is not repeated: it may have been done.
 */
export async function startHaproxy(instancePorts: number[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'account-cluster-haproxy-'));
  const port = await freePort();
  const config = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(
    config,
    [
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 30s',
      '  timeout server 30s',
      '  retries 2',
      '  retry-on conn-failure 503',
      '  option redispatch',
      'frontend api',
      `  bind 127.0.0.1:${port}`,
      '  default_backend instances',
      'backend instances',
      '  balance roundrobin',
      '  option httpchk GET /api/ready',
      '  http-check expect status 200',
      // Out after two failed checks a quarter second apart, well within the instance's 2 s of
      // draining; a check waits up to 2 s for its answer, so a busy instance is not taken for
      // a gone one.
      '  timeout check 2s',
      '  default-server inter 250ms fall 2 rise 2',
      ...instancePorts.map((instance, i) => `  server api${i + 1} 127.0.0.1:${instance} check`),
    ].join('\n') + '\n',
  );
  const daemon = spawn('haproxy', ['-f', config, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  daemon.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const origin = `http://127.0.0.1:${port}`;
  await until('HAProxy balances', async () => {
    if (daemon.exitCode !== null) throw new Error(`HAProxy exited: ${stderr}`);
    return (await fetch(`${origin}/api/ready`)).ok;
  });
  return {
    origin,
    stop() {
      daemon.kill('SIGTERM');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
