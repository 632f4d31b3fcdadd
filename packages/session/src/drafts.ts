import { sessionStore } from './store';

/**
 * What a customer typed into a form, kept in the tab's session storage so a session that ends
 * mid-visit does not throw it away: the login page leads back to the form in the same tab, which
 * finds it again. Each draft belongs to one customer (the key names them); a login of another
 * customer removes the others', so nobody ever sees another customer's input.
 */
const PREFIX = 'account.draft.';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function keyOf(form: string): string | null {
  const user = sessionStore.getState().user;
  return user ? `${PREFIX}${user.customerId}.${form}` : null;
}

/** The current customer's draft of `form`, or null. */
export function readDraft<T>(form: string): T | null {
  const key = keyOf(form);
  const stored = key ? storage()?.getItem(key) : null;
  if (!stored) return null;
  try {
    return JSON.parse(stored) as T;
  } catch {
    return null;
  }
}

export function saveDraft(form: string, value: unknown): void {
  const key = keyOf(form);
  try {
    if (key) storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage only costs the draft, never the form.
  }
}

export function clearDraft(form: string): void {
  const key = keyOf(form);
  if (key) storage()?.removeItem(key);
}

/** The customer left the form while still logged in (saved, cancelled, went elsewhere). */
export function leftWhileLoggedIn(): boolean {
  return sessionStore.getState().status === 'loggedIn';
}

function forgetOtherCustomersDrafts(customerId: string): void {
  const store = storage();
  if (!store) return;
  const own = `${PREFIX}${customerId}.`;
  const others = Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
    (key): key is string => !!key && key.startsWith(PREFIX) && !key.startsWith(own),
  );
  for (const key of others) store.removeItem(key);
}

sessionStore.subscribe(({ user }) => {
  if (user) forgetOtherCustomersDrafts(user.customerId);
});
