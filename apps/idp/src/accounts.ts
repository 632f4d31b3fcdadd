import { createHash } from 'node:crypto';

export interface TestAccount {
  email: string;
  firstName: string;
  lastName: string;
}

// Whoever a tester types in exists for as long as the provider runs; nothing is stored on disk.
const accounts = new Map<string, TestAccount>();

/** A stable subject per e-mail, as a real provider keeps one per person across logins. */
export function subjectOf(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
}

/**
 * The person a tester named. With `hideEmail` (Apple's "Hide My Email") the shop sees a private
 * relay address instead, stable per person, as Apple forwards to the real one.
 */
export function rememberAccount(account: TestAccount, hideEmail = false): string {
  const subject = subjectOf(account.email);
  const email = hideEmail
    ? `${subject.slice(0, 10)}@privaterelay.appleid.com`
    : account.email.trim().toLowerCase();
  accounts.set(subject, { ...account, email });
  return subject;
}

export function accountOf(subject: string): TestAccount | undefined {
  return accounts.get(subject);
}
