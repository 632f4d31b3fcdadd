import { expect, test } from '@playwright/test';
import { migrateAndSeed, startApiInstance, type ApiInstance } from './api-instance';
import { logIn, runLoad, type Answer } from './load.mjs';
import { startPgBouncer } from './pgbouncer';
import { startPrimaryAndStandby } from './postgres-pair';
import { until } from './processes';
import { report } from './report';

/** Bounded: the whole run, load included, stays within CI's budget for this suite. */
const LOAD_SECONDS = 16;
const CRASH_AFTER_MS = 5_000;

test('the primary crashes under load: the standby is promoted, the API reconnects, no confirmed write is lost, customers see at most a 503 with Retry-After for seconds, never a 500', async () => {
  test.setTimeout(120_000);
  const pair = await startPrimaryAndStandby();
  const cleanUp: Array<() => unknown> = [() => pair.stop()];
  let api: ApiInstance | undefined;
  try {
    await until('the standby acknowledges commits', async () => pair.syncState()[0] === 'sync');
    migrateAndSeed(`postgres://postgres@127.0.0.1:${pair.primary.port}/account`);
    const pooler = await startPgBouncer(pair.primary.port);
    cleanUp.push(() => pooler.stop());
    api = await startApiInstance({ DATABASE_URL: pooler.url, DATABASE_POOLER: 'transaction' });
    cleanUp.push(() => api!.process.kill('SIGKILL'));
    const cookie = await logIn(api.origin);

    const load = runLoad({
      origin: api.origin,
      cookie,
      connections: 8,
      durationSeconds: LOAD_SECONDS,
    });
    await new Promise((resolve) => setTimeout(resolve, CRASH_AFTER_MS));
    const crashedAt = Date.now();
    pair.crashPrimary();
    // What CloudNativePG's operator does on its own: promote the most advanced standby, then
    // point the `-rw` service, and with it the Pooler, at it.
    pair.promoteStandby();
    pooler.repoint(pair.standby.port);
    const promotedAt = Date.now();
    const { answers, result } = await load;

    const failed = answers.filter((answer) => answer.status < 200 || answer.status >= 300);
    const unavailable = failed.filter((answer) => answer.status === 503);
    const window =
      unavailable.length > 0 ? (unavailable.at(-1)!.at - unavailable[0]!.at) / 1000 : 0;
    const confirmed = answers.filter(
      (answer): answer is Answer & { sessionId: string } =>
        answer.kind === 'write' && answer.status === 201 && answer.sessionId !== undefined,
    );
    const kept = new Set(pair.standby.query('select distinct session_id from basket_items'));
    const lost = confirmed.filter((answer) => !kept.has(answer.sessionId));
    const afterPromotion = answers.filter((answer) => answer.at > promotedAt + 10_000);
    // How many requests meet the crash in flight is chance (0, 1 and 8 in three runs): the proof
    // that the load went through a failover is writes confirmed after it, kept by the standby.
    const confirmedAfterPromotion = confirmed.filter((answer) => answer.at > promotedAt);

    const byKindAndStatus = new Map<string, number>();
    for (const { kind, status } of answers)
      byKindAndStatus.set(
        `${kind}s answered ${status}`,
        (byKindAndStatus.get(`${kind}s answered ${status}`) ?? 0) + 1,
      );

    report('failover', {
      'requests answered': answers.length,
      'requests without answer (errors, timeouts)': result.errors + result.timeouts,
      'confirmed writes': confirmed.length,
      'confirmed writes missing on the promoted standby': lost.length,
      'writes confirmed after the promotion': confirmedAfterPromotion.length,
      ...Object.fromEntries(byKindAndStatus),
      '503 answers': unavailable.length,
      '503 without Retry-After': unavailable.filter((answer) => !answer.retryAfter).length,
      'other non-2xx answers': failed.length - unavailable.length,
      'seconds from first to last 503': window,
      'seconds from crash to promotion and repoint': (promotedAt - crashedAt) / 1000,
    });

    expect(failed.filter((answer) => answer.status !== 503)).toEqual([]);
    expect(unavailable.every((answer) => answer.retryAfter === '5')).toBe(true);
    expect(window).toBeLessThanOrEqual(10);
    expect(result.errors + result.timeouts).toBe(0);
    expect(confirmed.length).toBeGreaterThan(100);
    expect(lost).toEqual([]);
    expect(confirmedAfterPromotion.length).toBeGreaterThan(0);
    expect(() => pair.primary.query('select 1')).toThrow();
    // The same process, never restarted, serves again from the promoted standby.
    expect(afterPromotion.length).toBeGreaterThan(0);
    expect(afterPromotion.every((answer) => answer.status < 300)).toBe(true);
    expect(api.process.exitCode).toBeNull();
    expect((await fetch(`${api.origin}/api/ready`)).status).toBe(200);
  } finally {
    for (const step of cleanUp.reverse()) await step();
  }
});
