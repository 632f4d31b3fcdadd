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
  /** autocannon's own summary: errors and timeouts are requests that got no answer at all. */
  result: {
    errors: number;
    timeouts: number;
    requests: { average: number; total: number };
    latency: { p99: number; p50: number };
  };
}

export function runLoad(options: {
  origin: string;
  cookie: string;
  connections: number;
  durationSeconds: number;
}): Promise<LoadResult>;

export function logIn(origin: string): Promise<string>;
