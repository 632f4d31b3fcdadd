/** localStorage key of the visitor's random id, which keeps a visitor on one version of a remote. */
export const VISITOR_KEY = 'account.visitor';

/**
 * The browser's visitor id for choosing between a remote's stable and canary versions
 * (docs/decisions/062): a random id the shell stores on first use, never sent anywhere and not
 * derived from the customer, so it is no personal data; the same browser keeps its version across
 * logins and reloads. Where storage is unavailable (private modes that refuse it) each page load
 * gets a fresh id: that visitor may then switch versions between loads, and still never sees a
 * broken page.
 */
export function visitorId(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage,
): string {
  try {
    const stored = storage?.getItem(VISITOR_KEY);
    if (stored) return stored;
    const fresh = newId();
    storage?.setItem(VISITOR_KEY, fresh);
    return fresh;
  } catch {
    return newId();
  }
}

/** randomUUID needs a secure context; getRandomValues does not (a local http host name). */
function newId(): string {
  if (typeof globalThis.crypto.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
