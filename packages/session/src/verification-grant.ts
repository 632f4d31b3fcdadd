/**
 * The account-verification grant the username step hands a customer without credentials
 * (issue 10): it opens the account-verification pages for 15 minutes without a session. Kept in
 * sessionStorage, so it stays with this tab and ends with it.
 */
const KEY = 'av_verificationGrant';
const LIFETIME_MS = 15 * 60_000;

export function rememberVerificationGrant(grant: string, now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ grant, expiresAt: now + LIFETIME_MS }));
  } catch {
    // Storage refused (private mode): the pages then ask the customer to log in.
  }
}

/** The live grant, or null when none was handed out or it expired. */
export function verificationGrant(now = Date.now()): string | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as {
      grant?: unknown;
      expiresAt?: unknown;
    } | null;
    if (
      typeof stored?.grant !== 'string' ||
      typeof stored.expiresAt !== 'number' ||
      stored.expiresAt <= now
    )
      return null;
    return stored.grant;
  } catch {
    return null;
  }
}

export function forgetVerificationGrant(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
