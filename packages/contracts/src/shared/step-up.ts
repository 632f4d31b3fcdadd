import { z } from 'zod';

/**
 * The password of a step-up (issue 25), an addition to the spec's contract
 * (docs/decisions/044-step-up.md): optional for the client, sent only once the service answered 403
 * PASSWORD_REQUIRED because the session's last login is 15 minutes old or more.
 */
export const StepUpPassword = z.string().min(1).max(200).optional();

/** The body of a protected call that has no other fields: only the step-up password, if any. */
export const StepUpRequest = z.object({ password: StepUpPassword }).optional();
export type StepUpRequest = z.infer<typeof StepUpRequest>;
