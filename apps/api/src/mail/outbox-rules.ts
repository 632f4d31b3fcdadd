/** How the outbox worker polls, claims and retries (mail/outbox-worker.ts). */
export interface OutboxRules {
  /** How often the worker looks for due mails besides being woken after each change. */
  pollMs: number;
  /** How long a claim holds: longer than the SMTP timeouts (mailer.ts), so a live send never loses it. */
  claimMs: number;
  /** Wait before the second attempt; doubled for each further one, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** After this many attempts the mail is given up (and logged as an error). */
  maxAttempts: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * 10 s, 20 s, 40 s … up to 30 minutes between attempts, twelve attempts: a mail survives a mail
 * relay that is down for about two hours. MAIL_OUTBOX_POLL_MS sets the polling (default 2 s),
 * MAIL_OUTBOX_CLAIM_MS the claim (default 2 minutes; the SMTP timeouts follow it, mailer.ts).
 */
export function outboxRulesFrom(env: NodeJS.ProcessEnv): OutboxRules {
  return {
    pollMs: millisecondsFrom(env, 'MAIL_OUTBOX_POLL_MS', 2 * SECOND, 10, MINUTE),
    claimMs: millisecondsFrom(env, 'MAIL_OUTBOX_CLAIM_MS', 2 * MINUTE, SECOND, 10 * MINUTE),
    retryBaseMs: 10 * SECOND,
    retryMaxMs: 30 * MINUTE,
    maxAttempts: 12,
  };
}

function millisecondsFrom(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be ${min} to ${max} milliseconds: ${env[name]}`);
  return value;
}

/** The wait after a failed attempt (1-based): base × 2^(attempt − 1), capped. */
export function retryDelayMs(rules: OutboxRules, attempt: number): number {
  return Math.min(rules.retryMaxMs, rules.retryBaseMs * 2 ** (attempt - 1));
}
