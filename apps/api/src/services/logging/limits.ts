import type { ThrottleKey } from '../../auth/throttle';

const MINUTE = 60_000;

/**
 * Per client address and minute. A page reports a handful of entries; a loop in a broken page
 * or a flood from a script stops here instead of filling the tables. The browser reporter limits
 * itself below this, so a customer's normal visit never meets it.
 */
export const loggingLimits = {
  logs: { limit: 60, windowMs: MINUTE },
  events: { limit: 120, windowMs: MINUTE },
} as const;

/** Bodies are small by construction; anything larger is refused with 413 before parsing. */
export const LOGGING_BODY_LIMIT = 4096;

export const throttleKeyOf = (name: keyof typeof loggingLimits, ip: string): ThrottleKey => ({
  name: `logging-${name}`,
  rule: loggingLimits[name],
  subject: ip,
});
