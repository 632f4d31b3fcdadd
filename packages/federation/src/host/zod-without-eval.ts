import { config } from 'zod/v4/core';

/**
 * zod compiles object parsers with `new Function` unless told not to, probing for it when a
 * schema is built. The pages' Content-Security-Policy allows no eval (@account/security-headers),
 * so the probe alone is a violation report. zod keeps this setting on `globalThis`, so setting it
 * in the host's entry, before any shared module or remote builds a schema, covers every copy of
 * zod on the page. A separate entry point (`@account/federation/zod-without-eval`), so the entry
 * chunk takes in nothing else of the package.
 */
export function buildZodSchemasWithoutEval(): void {
  config({ jitless: true });
}
