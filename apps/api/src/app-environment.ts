/** Where the API runs (APP_ENV): a developer's machine, or one of the shared environments. */
export const APP_ENVIRONMENTS = ['local', 'development', 'staging', 'production'] as const;

export type AppEnvironment = (typeof APP_ENVIRONMENTS)[number];
