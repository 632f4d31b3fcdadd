import { migrateAndSeed, startApiInstance, type ApiInstance } from './api-instance';
import { startHaproxy } from './haproxy';
import { startPrimaryAndStandby } from './postgres-pair';
import { freePort } from '@account/test-services/src/free-port';

/** An instance of the three, with its Prometheus endpoint (counters of its own work). */
export type Instance = ApiInstance & { metrics: string };
export type Three = [Instance, Instance, Instance];

/**
 * Three API instances on one PostgreSQL (the primary of a synchronous pair), migrated and seeded
 * once, behind HAProxy. `env` is added to every instance's settings. `stop` ends whatever of it
 * still runs; it is safe to call when a start failed halfway.
 */
export async function startThreeInstances(env: Record<string, string> = {}) {
  const pair = await startPrimaryAndStandby();
  const cleanUp: Array<() => unknown> = [() => pair.stop()];
  const stop = async () => {
    for (const step of cleanUp.reverse()) await step();
  };
  try {
    const databaseUrl = `postgres://postgres@127.0.0.1:${pair.primary.port}/account`;
    migrateAndSeed(databaseUrl);
    const instances: Instance[] = [];
    for (let i = 0; i < 3; i += 1) {
      const metricsPort = await freePort();
      // 2 s of 503 after SIGTERM: the balancer's check (every 250 ms) takes it out meanwhile.
      const instance = await startApiInstance({
        DATABASE_URL: databaseUrl,
        SHUTDOWN_DRAIN_MS: '2000',
        METRICS_PORT: String(metricsPort),
        METRICS_HOST: '127.0.0.1',
        ...env,
      });
      instances.push({ ...instance, metrics: `http://127.0.0.1:${metricsPort}/metrics` });
      cleanUp.push(() => instance.process.exitCode ?? instance.process.kill('SIGKILL'));
    }
    const balancer = await startHaproxy(
      instances.map(({ origin }) => Number(new URL(origin).port)),
    );
    cleanUp.push(() => balancer.stop());
    return { pair, instances: instances as Three, balancer, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
