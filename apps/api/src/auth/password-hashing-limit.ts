import os from 'node:os';
import type { AdmissionLimitSize } from '../http/admission-limit';

/**
 * How many Argon2id computations run at once and how many may wait. Each one keeps a core busy
 * for its whole duration (docs/performance.md, "Logins"), so more at once than there are cores
 * only makes every login slower. @node-rs/argon2 runs them on libuv's thread pool (4 threads
 * unless UV_THREADPOOL_SIZE says otherwise), which file and DNS work share; the default never
 * takes more threads than the pool has. Two waiting per slot: a wait of at most two hashes.
 */
export function passwordHashingLimitFrom(env: NodeJS.ProcessEnv): AdmissionLimitSize {
  const threads = Number(env.UV_THREADPOOL_SIZE ?? 4);
  const concurrency = positiveInteger(
    'PASSWORD_HASHING_CONCURRENCY',
    env.PASSWORD_HASHING_CONCURRENCY,
    Math.max(1, Math.min(os.availableParallelism(), threads)),
  );
  const queue = positiveInteger(
    'PASSWORD_HASHING_QUEUE',
    env.PASSWORD_HASHING_QUEUE,
    2 * concurrency,
  );
  return { concurrency, queue };
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || (name.endsWith('CONCURRENCY') && number === 0))
    throw new Error(
      `${name} must be a ${name.endsWith('QUEUE') ? 'non-negative' : 'positive'} integer: ${value}`,
    );
  return number;
}
