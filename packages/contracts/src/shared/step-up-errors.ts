// Kept free of zod: the endpoint catalogue imports these, and the catalogue's addresses go into
// every host's startup chunk with the api-client (catalogue/endpoint.ts).

/** The error keys a protected call may answer besides its own. */
export const STEP_UP_ERRORS = ['PASSWORD_REQUIRED', 'NOT_AUTHORIZED', 'TOO_MANY_REQUESTS'] as const;

/**
 * What a protected call's step-up ended in, for the client: the service asks for the password
 * (403 PASSWORD_REQUIRED), the password was wrong (another 403), or too many were (429).
 */
export type StepUpFailure = 'passwordRequired' | 'wrongPassword' | 'tooMany';
