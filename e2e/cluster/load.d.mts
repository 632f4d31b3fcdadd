export interface Answer {
  at: number;
  kind: 'write' | 'read';
  status: number;
  retryAfter?: string;
  /** The shop session a write added to. */
  sessionId?: string;
}

export interface LoadResult {
  answers: Answer[];
  /** autocannon's summary of the reads; `errors` and `timeouts` count requests, reads and writes, that got no answer. */
  result: {
    errors: number;
    timeouts: number;
    requests: { average: number; total: number };
    latency: { p99: number; p50: number };
  };
}

export interface ReadSummary {
  errors: number;
  timeouts: number;
  non2xx: number;
  requests: { average: number; total: number };
  latency: { p99: number; p50: number };
}

export function readAtRate(options: {
  origin: string;
  cookie: string;
  rate: number;
  connections: number;
  durationSeconds: number;
}): Promise<ReadSummary>;

export function runLoad(options: {
  origin: string;
  cookie: string;
  connections: number;
  durationSeconds: number;
}): Promise<LoadResult>;

export function logIn(origin: string): Promise<string>;

export function logInCustomer(origin: string): Promise<{ cookie: string; customerId: string }>;

/** What the shop's pages send with every call. */
export const browserHeaders: Record<string, string>;
