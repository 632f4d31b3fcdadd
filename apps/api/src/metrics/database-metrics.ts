import type pg from 'pg';
import { Gauge } from 'prom-client';

/** The pool the gauges read: the PostgreSQL pool of this process's app, if it has one. */
let pool: pg.Pool | null = null;

/** Reads `next` until the returned function is called (or another pool is given). */
export function readPoolOf(next: pg.Pool | null): () => void {
  pool = next;
  return () => {
    if (pool === next) pool = null;
  };
}

/**
 * node-postgres's own counts, read when Prometheus scrapes. `waiting` above zero means requests
 * queue for a connection (the pool's 10 are all busy). SQLite has no pool: one synchronous
 * connection, whose waits show as event-loop lag (nodejs_eventloop_lag_seconds), so on SQLite
 * these gauges have no samples.
 */
new Gauge({
  name: 'account_api_db_pool_connections',
  help: 'PostgreSQL pool connections by state: total open, idle, and queries waiting for one.',
  labelNames: ['state'] as const,
  collect() {
    this.reset();
    if (!pool) return;
    this.set({ state: 'total' }, pool.totalCount);
    this.set({ state: 'idle' }, pool.idleCount);
    this.set({ state: 'waiting' }, pool.waitingCount);
  },
});
