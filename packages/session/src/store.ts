import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { LoggedInUser } from '@account/contracts';

export type SessionState =
  | { status: 'unknown'; user: null }
  | { status: 'loggedIn'; user: LoggedInUser }
  | { status: 'loggedOut'; user: null };

/**
 * The login state of spec section 4 (unknown → logged in / not logged in). This package is a
 * Module Federation singleton: a login inside a remote updates the host and every other remote.
 */
export const sessionStore = createStore<SessionState>(() => ({ status: 'unknown', user: null }));

export function setLoggedIn(user: LoggedInUser): void {
  sessionStore.setState({ status: 'loggedIn', user });
}

export function setLoggedOut(): void {
  sessionStore.setState({ status: 'loggedOut', user: null });
}

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
