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

export function rememberAccount(account: TestAccount): string {
  const subject = subjectOf(account.email);
  accounts.set(subject, { ...account, email: account.email.trim().toLowerCase() });
  return subject;
}

export function accountOf(subject: string): TestAccount | undefined {
  return accounts.get(subject);
}
