#!/usr/bin/env node
// `pnpm bench:api` (not part of the tests): throughput and latency of the API's reads on loopback.
// Builds the API and starts it as its image does (`node --enable-source-maps dist/server.js`, not
// tsx) on a free port of 127.0.0.1 with a fresh seeded SQLite database (and, when
// DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server, again on a fresh database there),
// logs the demo customer Max Mustermann (12 orders) in, and for each read runs
//   (a) as many requests as 20 connections manage, and
//   (b) a fixed 500 requests per second, evenly spaced, over at most 20 connections,
// DURATION seconds each, RUNS times (medians printed), in turns with the floor: the same read's own
// queries with the API's parameters on the bare driver, rows as JSON on node:http, without Fastify,
// Kysely or zod (apps/api/src/bench/floor-server.ts). "of floor" is the API's req/s over the
// floor's, which compares across machines where absolute figures do not. The stack floor runs the
// same queries on Fastify and Kysely alone, without anything of the API's ("stack of floor": what
// the named stack leaves of the floor before the API does any work of its own). Then logins (Argon2id, CPU-bound):
//   (c) one connection, one login at a time: what one core sustains;
//   (d) as many connections as the API has hashing slots (PASSWORD_HASHING_CONCURRENCY);
//   (e) 50 connections, far beyond the limit: how many answers are 200 and how many are 503
//       (with Retry-After) and how quickly both arrive.
// SCENARIOS=reads,login picks the parts (both by default); a read's name picks that read alone. Nothing leaves the machine.
// Run it under the lock: flock /tmp/e2e.lock pnpm bench:api
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// API_DIR: another checkout of apps/api to measure (a "before"), at the same depth for its node_modules.
const apiDir = process.env.API_DIR
  ? path.resolve(process.env.API_DIR)
  : path.join(root, 'apps/api');
const runs = Number(process.env.RUNS ?? 3);
const durationSeconds = Number(process.env.DURATION ?? 5);
const connections = 20;
const overloadConnections = 50;
// The API's default (apps/api/src/auth/password-hashing-limit.ts) unless set for both.
const hashingSlots = Number(
  process.env.PASSWORD_HASHING_CONCURRENCY ??
    Math.min(os.availableParallelism(), Number(process.env.UV_THREADPOOL_SIZE ?? 4)),
);
const scenarios = new Set((process.env.SCENARIOS ?? 'reads,login').split(','));
const targetRate = 500;
// BENCH_USERNAME: another seeded customer of the German shop, e.g. erika.viel@example.de (500 orders).
const demo = {
  username: process.env.BENCH_USERNAME ?? 'max.mustermann@example.de',
  password: 'Sommer2026!',
  locale: 'de-DE',
};
const browserHeaders = { 'x-client-id': 'account-view', 'x-locale': demo.locale };

if (!(runs >= 1 && runs <= 10 && durationSeconds >= 1 && durationSeconds <= 30)) {
  throw new Error('RUNS must be 1–10 and DURATION 1–30 seconds');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function runNode(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: apiDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`)),
    );
  });
}

async function waitUntilHealthy(origin, server) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the API exited with ${server.exitCode}`);
    const healthy = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the API did not answer /api/health within 30 s');
}

/** Waits until the floor answers its first read (it sends each read once to learn its queries). */
async function waitUntilServing(url, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the floor exited with ${child.exitCode}`);
    const status = await fetch(url).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    if (status !== 0) throw new Error(`the floor answered ${url} with ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the floor did not answer within 60 s');
}

/** The environment and the clean-up of one fresh database. */
async function freshDatabase(kind) {
  if (kind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
    return {
      env: { SQLITE_FILE: path.join(dir, 'bench.sqlite'), DATABASE_URL: '' },
      name: undefined,
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  // A database of its own on the given server, dropped afterwards: no leftovers of other runs.
  const pg = createRequire(path.join(apiDir, 'package.json'))('pg');
  const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  const name = `bench_api_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    name,
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const loginRequest = {
  method: 'POST',
  headers: { ...browserHeaders, 'content-type': 'application/json' },
  body: JSON.stringify({ username: demo.username, password: demo.password, stay_logged_in: false }),
};

async function logIn(origin) {
  const response = await fetch(`${origin}/api/cs/user/login`, loginRequest);
  if (!response.ok) throw new Error(`demo login failed: HTTP ${response.status}`);
  const access = response.headers.getSetCookie().find((cookie) => cookie.startsWith('av_access='));
  if (!access) throw new Error('demo login set no av_access cookie');
  return access.split(';')[0];
}

/** (a) Closed loop: each of the connections sends its next request as soon as the answer is in. */
function maxThroughput(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, headers, connections, duration: durationSeconds, timeout: 10 },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              rate: result.requests.average,
              answered: result['2xx'],
              p50: result.latency.p50,
              p99: result.latency.p99,
              errors: result.errors + result.timeouts + result.non2xx,
            }),
    );
  });
}

/**
 * (c–e) Closed loop of logins with the demo password over `count` connections. Successful logins
 * do not count towards the throttle, so every answer is 200 or, beyond the hashing limit, 503.
 */
function logins(origin, count) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${origin}/api/cs/user/login`,
        ...loginRequest,
        connections: count,
        duration: durationSeconds,
        timeout: 10,
      },
      (error, result) => {
        if (error) return reject(error);
        const seconds = result.duration;
        const answered = (code) => result.statusCodeStats?.[code]?.count ?? 0;
        resolve({
          rate: answered('200') / seconds,
          refusedRate: answered('503') / seconds,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.timeouts + result.non2xx - answered('503'),
        });
      },
    );
  });
}

async function loginRows(kind, origin, slots) {
  const rows = [];
  for (const [load, count] of [
    ['1 conn. (one core)', 1],
    [`${slots} conn. (= hashing slots)`, slots],
    [`${overloadConnections} conn. (overload)`, overloadConnections],
  ]) {
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await logins(origin, count));
    rows.push({
      database: kind,
      read: 'login',
      load,
      'req/s': Math.round(median(results.map((r) => r.rate))),
      '503/s': Math.round(median(results.map((r) => r.refusedRate))),
      'p50 ms': Number(median(results.map((r) => r.p50)).toFixed(1)),
      'p99 ms': Number(median(results.map((r) => r.p99)).toFixed(1)),
      errors: results.reduce((sum, r) => sum + r.errors, 0),
    });
    console.error(`${kind} · login · ${load}: done`);
  }
  return rows;
}

const readOrEmpty = (file) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

/**
 * CPU time (user + system, ms) the API process and the PostgreSQL backends serving the bench's
 * database have used so far, from /proc (Linux). CPU per request hardly depends on what else runs
 * on the machine, unlike throughput and latency, so it compares runs taken under different load.
 */
function cpuMilliseconds(pid, databaseName) {
  const ticksPerSecond = 100;
  const cpuOf = (id) => {
    try {
      const fields = fs.readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1].split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
    } catch {
      return 0;
    }
  };
  const db = new Map();
  if (databaseName) {
    for (const id of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      const command = readOrEmpty(`/proc/${id}/cmdline`);
      if (command.startsWith('postgres: ') && command.includes(` ${databaseName} `))
        db.set(id, cpuOf(id));
    }
  }
  return { api: cpuOf(pid), db };
}

/** Backends that ended in between (the pool closes idle ones) are missing: a lower bound. */
const dbCpuBetween = (before, after) =>
  [...after.db].reduce((sum, [id, ms]) => sum + ms - (before.db.get(id) ?? 0), 0);

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

/**
 * (b) Open loop: one request every 1/rate seconds over at most `connections` keep-alive
 * connections, whatever the answers do. autocannon's own rate limit lets every connection send its
 * share of a second back to back and then wait, a burst each second rather than a rate. Latency
 * counts from the moment a request was due, so time spent waiting for a free connection counts too.
 */
async function fixedRate(url, headers, rate) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = rate * durationSeconds;
  const latencies = [];
  let errors = 0;
  const start = performance.now();
  const send = (dueAt) =>
    new Promise((resolve) => {
      const request = http.get(url, { agent, headers, timeout: 10_000 }, (response) => {
        response.resume();
        response.once('end', () => {
          if (response.statusCode === 200) latencies.push(performance.now() - dueAt);
          else errors += 1;
          resolve();
        });
      });
      request.once('timeout', () => request.destroy(new Error('timeout')));
      request.once('error', () => {
        errors += 1;
        resolve();
      });
    });
  const pending = [];
  for (let sent = 0; sent < total;) {
    const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
    for (; sent < due; sent += 1) pending.push(send(start + (sent * 1000) / rate));
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(pending);
  const seconds = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rate: latencies.length / seconds,
    answered: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
  };
}

/** The API's and the stack floor's req/s over the bare floor's, in the closed loop. */
function closedLoopRatios(apiRate, floorRate, stackResults) {
  const stackRate = Math.round(median(stackResults.map((r) => r.rate)));
  return {
    'stack req/s': stackRate,
    'of floor': Number((apiRate / floorRate).toFixed(2)),
    'stack of floor': Number((stackRate / floorRate).toFixed(2)),
  };
}

async function benchDatabase(kind) {
  const database = await freshDatabase(kind);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // Production logs at info, as JSON; so does the benchmark (to /dev/null), since logging is per-request work.
  // A local environment (plain-http cookies) without the reCAPTCHA check the one login would need.
  const env = {
    ...database.env,
    API_PORT: String(port),
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
    APP_ENV: 'local',
    RECAPTCHA_MODE: 'off',
    // Production's share of answers checked against their schema (a local API checks each).
    ANSWER_CHECK_SHARE: '0.01',
  };
  let server;
  const floors = [];
  try {
    await runNode(['dist/seed.js'], env);
    server = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
      cwd: apiDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitUntilHealthy(origin, server);
    const headers = { ...browserHeaders, cookie: await logIn(origin) };
    const page = await fetch(
      `${origin}/api/order-history/orders?address_strict_typing=true&limit=10`,
      { headers },
    ).then((r) => r.json());
    const rows = [];
    const reads = [
      ['login-state', '/api/cs/user/login-state'],
      ['order history', '/api/order-history/orders?address_strict_typing=true&limit=10'],
      [
        'order detail',
        `/api/order-history/order/${page.orders[0].number}?address_strict_typing=true&origin=SHOP`,
      ],
      ['open invoices', '/api/orders/invoices/open'],
    ];
    const measured = reads.filter(([read]) => scenarios.has('reads') || scenarios.has(read));
    // The floor: the same reads' queries on the bare driver (apps/api/src/bench/floor-server.ts).
    // And the stack floor: the same queries on Fastify and Kysely alone (FLOOR_KIND=stack).
    const floorOrigins = {};
    for (const floorKind of ['bare', 'stack']) {
      const floorPort = await freePort();
      floorOrigins[floorKind] = `http://127.0.0.1:${floorPort}`;
      // Always this checkout's floor, also when API_DIR measures another API.
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/bench/floor-server.ts'], {
        cwd: path.join(root, 'apps/api'),
        env: {
          ...process.env,
          ...env,
          FLOOR_KIND: floorKind,
          FLOOR_PORT: String(floorPort),
          FLOOR_READS: JSON.stringify(measured.map(([, pathname]) => pathname)),
          FLOOR_HEADERS: JSON.stringify(headers),
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      floors.push(child);
      await waitUntilServing(`${floorOrigins[floorKind]}${measured[0][1]}`, child);
    }
    for (const [read, pathname] of measured) {
      for (const [mode, rate] of [
        [`max, ${connections} conn.`, undefined],
        [`${targetRate} req/s`, targetRate],
      ]) {
        const load = (url) => (rate ? fixedRate(url, headers, rate) : maxThroughput(url, headers));
        const results = [];
        const floorResults = [];
        const stackResults = [];
        const cpuBefore = cpuMilliseconds(server.pid, database.name);
        let apiCpu = 0;
        // The API and its floors in turns, so that all meet the same moments of the machine.
        for (let run = 0; run < runs; run += 1) {
          const before = cpuMilliseconds(server.pid, database.name);
          results.push(await load(`${origin}${pathname}`));
          apiCpu += cpuMilliseconds(server.pid).api - before.api;
          floorResults.push(await load(`${floorOrigins.bare}${pathname}`));
          // At a fixed rate every server answers the rate: the stack floor adds nothing there.
          if (!rate) stackResults.push(await load(`${floorOrigins.stack}${pathname}`));
        }
        const cpuAfter = cpuMilliseconds(server.pid, database.name);
        const answered = results.reduce((sum, r) => sum + r.answered, 0);
        const apiRate = Math.round(median(results.map((r) => r.rate)));
        const floorRate = Math.round(median(floorResults.map((r) => r.rate)));
        rows.push({
          database: kind,
          read,
          load: mode,
          'req/s': apiRate,
          'p50 ms': Number(median(results.map((r) => r.p50)).toFixed(1)),
          'p99 ms': Number(median(results.map((r) => r.p99)).toFixed(1)),
          errors: results.reduce((sum, r) => sum + r.errors, 0),
          'API CPU ms/req': Number((apiCpu / answered).toFixed(2)),
          ...(kind === 'postgres'
            ? { 'DB CPU ms/req': Number((dbCpuBetween(cpuBefore, cpuAfter) / answered).toFixed(2)) }
            : {}),
          'floor req/s': floorRate,
          'floor p99 ms': Number(median(floorResults.map((r) => r.p99)).toFixed(1)),
          'floor errors': [...floorResults, ...stackResults].reduce((sum, r) => sum + r.errors, 0),
          // Only the closed loop says what each can do; at a fixed rate all answer the rate.
          ...(rate ? {} : closedLoopRatios(apiRate, floorRate, stackResults)),
        });
        console.error(`${kind} · ${read} · ${mode}: done`);
      }
    }
    // Logins last: each one adds a session, which the reads above should not meet.
    if (scenarios.has('login')) rows.push(...(await loginRows(kind, origin, hashingSlots)));
    return rows;
  } finally {
    for (const child of [...floors, server]) {
      if (child && child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
    }
    await database.drop();
  }
}

// DATABASES=postgres (or sqlite) measures one of them only.
const kinds = (
  process.env.DATABASE_URL || process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']
).filter((kind) => (process.env.DATABASES ?? kind).split(',').includes(kind));
console.error(
  `Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}; ${runs} run(s) of ${durationSeconds} s per row, medians; load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}`,
);
await runNode(['scripts/build.mjs'], {});
const rows = [];
for (const kind of kinds) rows.push(...(await benchDatabase(kind)));
console.table(rows);
console.error(
  `load average at the end: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}`,
);
