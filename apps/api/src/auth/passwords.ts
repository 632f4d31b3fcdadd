import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm.Argon2id; the package declares an ambient const enum, which isolatedModules cannot read.
const ARGON2ID: Algorithm = 2;

/** OWASP's Argon2id baseline: 19 MiB, two passes, one lane. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Computed at start-up, so even the first probe for an unknown account takes the usual time.
const dummyHash = hashPassword('no account has this password');

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
    await verify(await dummyHash, password);
    return false;
  }
  return verify(passwordHash, password);
}
