/** localStorage key of the visitor's random id, which keeps a visitor on one version of a remote. */
export const VISITOR_KEY = 'account.visitor';

/**
 * The browser's visitor id for choosing between a remote's stable and canary versions
 * (docs/decisions/062): a random id the shell stores on first use, never sent anywhere and not
 * derived from the customer, so it is no personal data; the same browser keeps its version across
 * logins and reloads. Where storage is unavailable (private modes that refuse it) each page load
 * gets a fresh id: that visitor may then switch versions between loads, and still never sees a
 * broken page. Only secure contexts ask for one (`chooseReleasesForThisVisitor`), where
 * `randomUUID` exists.
 */
export function visitorId(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage,
): string {
  try {
    const stored = storage?.getItem(VISITOR_KEY);
    if (stored) return stored;
    const fresh = crypto.randomUUID();
    storage?.setItem(VISITOR_KEY, fresh);
    return fresh;
  } catch {
    return crypto.randomUUID();
  }
}
