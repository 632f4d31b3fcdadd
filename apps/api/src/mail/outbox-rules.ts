import type { JobRules } from '../jobs/job-rules';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * 10 s, 20 s, 40 s … up to 30 minutes between attempts, twelve attempts: a mail survives a mail
 * relay that is down for about two hours. MAIL_OUTBOX_POLL_MS sets the polling (default 2 s),
 * MAIL_OUTBOX_CLAIM_MS the claim (default 2 minutes; the SMTP timeouts follow it, mailer.ts).
 */
export function outboxRulesFrom(env: NodeJS.ProcessEnv): JobRules {
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
