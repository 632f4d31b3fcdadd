/**
 * How a polled job (the mail outbox, the data export) polls, claims and retries; the mail
 * outbox's settings (mail/outbox-rules.ts) serve both.
 */
export interface JobRules {
  /** How often the worker looks for due work besides being woken after each change. */
  pollMs: number;
  /** How long a claim holds: longer than the SMTP timeouts (mail/mailer.ts), so a live send never loses it. */
  claimMs: number;
  /** Wait before the second attempt; doubled for each further one, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** After this many attempts the work is given up (and logged as an error). */
  maxAttempts: number;
}

/** The wait after a failed attempt (1-based): base × 2^(attempt − 1), capped. */
export function retryDelayMs(rules: JobRules, attempt: number): number {
  return Math.min(rules.retryMaxMs, rules.retryBaseMs * 2 ** (attempt - 1));
}
