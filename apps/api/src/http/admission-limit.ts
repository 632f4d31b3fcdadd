import { ApiError } from './api-error';

export interface AdmissionLimitSize {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks waiting for a free slot; one more is refused at once. */
  queue: number;
}

/** 503 with Retry-After: the work is refused now, before the client's own timeout runs out. */
export class ServiceBusy extends ApiError {
  constructor(retryAfterSeconds: number) {
    super(503, 'SERVICE_UNAVAILABLE');
    this.headers = { 'Retry-After': String(retryAfterSeconds) };
  }
}

/**
 * Runs at most `concurrency` tasks at once and lets at most `queue` more wait, first come first
 * served; beyond that `run` throws ServiceBusy without starting the task. A bounded queue keeps
 * the wait short (at most queue / concurrency task durations), so excess load is answered in
 * milliseconds instead of piling up until every caller times out.
 */
export class AdmissionLimit {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly size: AdmissionLimitSize,
    private readonly retryAfterSeconds = 1,
  ) {
    if (!(Number.isInteger(size.concurrency) && size.concurrency >= 1))
      throw new Error(`concurrency must be a positive integer: ${size.concurrency}`);
    if (!(Number.isInteger(size.queue) && size.queue >= 0))
      throw new Error(`queue must be a non-negative integer: ${size.queue}`);
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.size.concurrency) {
      if (this.waiting.length >= this.size.queue) throw new ServiceBusy(this.retryAfterSeconds);
      // The finishing task hands its slot over directly, so `running` never drops in between.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
