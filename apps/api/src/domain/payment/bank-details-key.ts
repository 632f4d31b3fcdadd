import { createHash } from 'node:crypto';
import type { AppEnvironment } from '../../app-environment';

/** Only for APP_ENV=local: the demo data's bank details are not real, so a known key harms no one. */
const LOCAL_KEY = createHash('sha256').update('account-area local bank details key').digest();

/**
 * BANK_DETAILS_KEY: the AES-256 key for bank details at rest, 32 bytes as base64. Every
 * environment but a local one must configure its own; the API refuses to start without it.
 */
export function bankDetailsKeyFrom(env: NodeJS.ProcessEnv, environment: AppEnvironment): Buffer {
  const value = env.BANK_DETAILS_KEY;
  if (value === undefined) {
    if (environment === 'local') return LOCAL_KEY;
    throw new Error('BANK_DETAILS_KEY must be set (32 bytes, base64) outside APP_ENV=local');
  }
  const key = Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error('BANK_DETAILS_KEY must be 32 bytes, base64-encoded');
  return key;
}
