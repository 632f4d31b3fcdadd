import { z } from 'zod';

/**
 * The password of a step-up (issue 25), an addition to the spec's contract (docs/decisions.md,
 * "Step-up"): optional for the client, sent only once the service answered 403
 * PASSWORD_REQUIRED because the session's last login is 15 minutes old or more.
 */
export const StepUpPassword = z.string().min(1).max(200).optional();

/** The body of a protected call that has no other fields: only the step-up password, if any. */
export const StepUpRequest = z.object({ password: StepUpPassword }).optional();
export type StepUpRequest = z.infer<typeof StepUpRequest>;

/** The error keys a protected call may answer besides its own. */
export const STEP_UP_ERRORS = ['PASSWORD_REQUIRED', 'NOT_AUTHORIZED', 'TOO_MANY_REQUESTS'] as const;

/**
 * What a protected call's step-up ended in, for the client: the service asks for the password
 * (403 PASSWORD_REQUIRED), the password was wrong (another 403), or too many were (429).
 */
export type StepUpFailure = 'passwordRequired' | 'wrongPassword' | 'tooMany';
