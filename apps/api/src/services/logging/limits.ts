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
  // A page that breaks its policy reports on every load; a few a minute show the problem.
  cspReports: { limit: 30, windowMs: MINUTE },
  // A page view sends one batch as it is hidden (more only past RUM_BATCH_MAX reports).
  vitals: { limit: 60, windowMs: MINUTE },
} as const;

/** Bodies are small by construction; anything larger is refused with 413 before parsing. */
export const LOGGING_BODY_LIMIT = 4096;

/** A full batch of RUM_BATCH_MAX reports is about 4 kB. */
export const RUM_BODY_LIMIT = 8 * 1024;

/** A report carries the whole policy (about 1 kB here); a Reporting API batch several reports. */
export const CSP_REPORT_BODY_LIMIT = 16 * 1024;

export const throttleKeyOf = (name: keyof typeof loggingLimits, ip: string): ThrottleKey => ({
  name: `logging-${name}`,
  rule: loggingLimits[name],
  subject: ip,
});
