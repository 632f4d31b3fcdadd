/** Where failures are told: the app's logger, or the console of the seed. */
export type WorkerLog = Pick<Console, 'warn' | 'error'>;

export interface PollingWorker {
  /** Look for due work now, e.g. right after a request committed some. */
  wake(): void;
  /** Does all work due now; resolves when none is left. */
  drain(): Promise<void>;
  /** Stops polling and waits for the work in hand; the rest stays due for the next start. */
  stop(): Promise<void>;
}

/**
 * Runs `work` every `pollMs` and at once when woken: the loop of the mail outbox and of the data
 * export job. Only one round runs at a time; a wake during a round runs another round after it.
 * `work` stops early when `stopped()` says so.
 */
export function startPollingWorker({
  pollMs,
  work,
  log,
  failure,
}: {
  pollMs: number;
  work: (stopped: () => boolean) => Promise<void>;
  log: WorkerLog;
  /** The log line when a round fails as a whole, e.g. the database is unreachable. */
  failure: string;
}): PollingWorker {
  let stopped = false;
  let round: Promise<void> | null = null;
  let again = false;

  function run(): Promise<void> {
    if (round) {
      again = true;
      return round;
    }
    round = (async () => {
      do {
        again = false;
        try {
          await work(() => stopped);
        } catch (error) {
          // The next poll tries again.
          log.error({ err: error }, failure);
        }
      } while (again && !stopped);
    })().finally(() => {
      round = null;
    });
    return round;
  }

  const timer = setInterval(() => void run(), pollMs);
  timer.unref();
  void run();

  return {
    wake: () => void run(),
    async drain() {
      // A round already running may have passed work committed after it looked: run once more.
      await run();
      await run();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await round;
    },
  };
}
