// Start time and memory of the API, compiled (dist/server.js) against tsx (src/server.ts), for
// docs/performance.md: `node scripts/measure-start.mjs [runs]` after `pnpm build`. Each run starts
// the server on a seeded SQLite file (migrations already applied) and measures process start →
// first 200 from /api/health (polled every 5 ms), then the resident set size (VmRSS) one second
// later, when start-up work has settled. Prints the median and the range per way of running.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.argv[2] ?? 5);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'account-api-start-'));
const env = {
  ...process.env,
  APP_ENV: 'local',
  SQLITE_FILE: path.join(dir, 'account.sqlite'),
  RECAPTCHA_MODE: 'off',
  LOG_LEVEL: 'warn',
  SHUTDOWN_DRAIN_MS: '0',
  SMTP_URL: '',
};
const ways = {
  'compiled (node dist/server.js)': ['--enable-source-maps', 'dist/server.js'],
  'tsx (node --import tsx src/server.ts)': ['--import', 'tsx', 'src/server.ts'],
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function rssMiB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
}

async function once(args, port) {
  const startedAt = performance.now();
  const server = spawn(process.execPath, args, {
    cwd: root,
    env: { ...env, API_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (server.exitCode !== null) throw new Error(`exited with ${server.exitCode}`);
    await sleep(5);
  }
  const startMs = performance.now() - startedAt;
  await sleep(1000);
  const rss = rssMiB(server.pid);
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  return { startMs, rss };
}

// Migrated and seeded once, so every run starts on the same database.
spawnSync(process.execPath, ['dist/seed.js'], { cwd: root, env, stdio: 'inherit' });
try {
  let port = 39600;
  for (const [name, args] of Object.entries(ways)) {
    const results = [];
    for (let i = 0; i < runs; i += 1) results.push(await once(args, (port += 1)));
    const starts = results.map((r) => r.startMs);
    const rss = results.map((r) => r.rss);
    console.log(
      `${name}: start ${median(starts).toFixed(0)} ms (${Math.min(...starts).toFixed(0)}–${Math.max(...starts).toFixed(0)}), ` +
        `RSS ${median(rss).toFixed(1)} MiB (${Math.min(...rss).toFixed(1)}–${Math.max(...rss).toFixed(1)})`,
    );
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
