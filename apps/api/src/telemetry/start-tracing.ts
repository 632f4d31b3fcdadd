import { startTracingFromEnvironment } from './tracing';

/**
 * Imported first by src/server.ts: the SDK must be running before `pg` and `http` are loaded,
 * and the bundle (scripts/build.mjs) keeps this module's code ahead of the others'.
 */
export const tracing = startTracingFromEnvironment(process.env);
