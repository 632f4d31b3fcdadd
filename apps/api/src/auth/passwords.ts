import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { AdmissionLimit, type AdmissionLimitSize } from '../http/admission-limit';
import { passwordHashingLimitFrom } from './password-hashing-limit';

// Algorithm.Argon2id; the package declares an ambient const enum, which isolatedModules cannot read.
const ARGON2ID: Algorithm = 2;

/** OWASP's Argon2id baseline: 19 MiB, two passes, one lane. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/**
 * One limit for the whole process, since the cores it protects are the process's: every hash and
 * every verification (login, password change, step-up, account creation) goes through it, and
 * what does not fit answers 503 with Retry-After at once (`ServiceBusy`).
 */
let hashing = new AdmissionLimit(passwordHashingLimitFrom(process.env));

/** The app sets the configured size on start (config.passwordHashing). */
export function limitPasswordHashing(size: AdmissionLimitSize): void {
  if (size.concurrency !== hashing.size.concurrency || size.queue !== hashing.size.queue)
    hashing = new AdmissionLimit(size);
}

export function hashPassword(password: string): Promise<string> {
  return hashing.run(() => hash(password, OPTIONS));
}

// Computed at start-up (outside the limit), so even the first probe for an unknown account takes the usual time.
const dummyHash = hash('no account has this password', OPTIONS);

/**
 * Checks a password against the account's hash. Without an account (or without a password) it
 * verifies against a throw-away hash with the same parameters, so a wrong username takes as long
 * as a wrong password and response times do not reveal which accounts exist.
 */
export async function passwordMatches(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (passwordHash === null) {
    const dummy = await dummyHash;
    await hashing.run(() => verify(dummy, password));
    return false;
  }
  return hashing.run(() => verify(passwordHash, password));
}
