// `pnpm size:api` (a measurement run by hand, not a test): the order history's read rate that ONE
// API instance serves before its p99 reaches 100 ms, the figure the HorizontalPodAutoscaler's
// target is sized from (docs/sizing.md). The harness of the cluster specs: the compiled API
// behind Debian's PgBouncer in transaction mode, on the primary of a synchronous PostgreSQL pair.
// autocannon sends a fixed rate (`overallRate`) over up to 25 connections, each its share of
// every second one request after another, for STEP_SECONDS; the rate goes up by a quarter each
// step until the p99 reaches 100 ms or the instance no longer keeps up with the rate sent. Build the API first
// (`pnpm --filter @account/api build`); run it under the lock: flock /tmp/e2e.lock pnpm size:api
import os from 'node:os';
import { migrateAndSeed, startApiInstance } from './api-instance';
import { logIn, readAtRate } from './load.mjs';
import { startPgBouncer } from './pgbouncer';
import { startPrimaryAndStandby } from './postgres-pair';
import { until } from './processes';

const P99_LIMIT_MS = 100;
// Long enough that even the first step's p99 rests on 200 answers.
const STEP_SECONDS = Number(process.env.STEP_SECONDS ?? 20);
const FIRST_RATE = Number(process.env.FIRST_RATE ?? 10);
// A quarter more each step: fine where the figure is small (a busy machine), few steps where large.
const STEP_FACTOR = Number(process.env.STEP_FACTOR ?? 1.25);
// Enough for 100 ms answers at 250 req/s without one request waiting for another's connection.
const CONNECTIONS = 25;

interface Step {
  rate: number;
  served: number;
  p50: number;
  p99: number;
  notAnswered2xx: number;
  load: string;
}

async function step(origin: string, cookie: string, rate: number): Promise<Step> {
  const result = await readAtRate({
    origin,
    cookie,
    rate,
    connections: CONNECTIONS,
    durationSeconds: STEP_SECONDS,
  });
  return {
    rate,
    served: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    notAnswered2xx: result.non2xx + result.errors + result.timeouts,
    load: os.loadavg()[0]!.toFixed(1),
  };
}

const pair = await startPrimaryAndStandby();
const stops: Array<() => unknown> = [() => pair.stop()];
try {
  await until('the standby acknowledges commits', async () => pair.syncState()[0] === 'sync');
  migrateAndSeed(`postgres://postgres@127.0.0.1:${pair.primary.port}/account`);
  const pooler = await startPgBouncer(pair.primary.port);
  stops.push(() => pooler.stop());
  const api = await startApiInstance({ DATABASE_URL: pooler.url, DATABASE_POOLER: 'transaction' });
  stops.push(() => api.process.kill('SIGKILL'));
  const cookie = await logIn(api.origin);
  // Warm-up, not counted: the JIT and the pools' connections.
  await step(api.origin, cookie, FIRST_RATE);

  const steps: Step[] = [];
  for (let rate = FIRST_RATE; ; rate = Math.round(rate * STEP_FACTOR)) {
    const measured = await step(api.origin, cookie, rate);
    steps.push(measured);
    console.log(
      `${rate} req/s sent: ${measured.served} served, p50 ${measured.p50} ms, p99 ${measured.p99} ms, ` +
        `${measured.notAnswered2xx} not 2xx, load average ${measured.load}`,
    );
    // Saturated: the instance falls behind the rate sent, and the queue, not the p99, grows.
    if (measured.p99 >= P99_LIMIT_MS || measured.served < rate * 0.95) break;
  }
  const within = steps.filter((s) => s.p99 < P99_LIMIT_MS && s.served >= s.rate * 0.95).at(-1);
  console.log(
    within
      ? `highest step with p99 below ${P99_LIMIT_MS} ms: ${within.served} req/s (p99 ${within.p99} ms)`
      : `p99 reached ${P99_LIMIT_MS} ms already at ${FIRST_RATE} req/s`,
  );
  console.log(
    `cores: ${os.cpus().length}, load average now: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')}`,
  );
} finally {
  for (const stop of stops.reverse()) await stop();
}
