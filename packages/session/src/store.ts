import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { LoggedInUser } from '@account/contracts';

export type SessionState =
  | { status: 'unknown'; user: null }
  | { status: 'loggedIn'; user: LoggedInUser }
  | {
      status: 'loggedOut';
      user: null;
      /**
       * The session ended while the customer was here (a refused token refresh, a logout in
       * another tab), not by their own logout or before they logged in: the login page then
       * says why they are there.
       */
      endedMidVisit?: boolean;
    };

/**
 * The login state of spec section 4 (unknown → logged in / not logged in). This package is a
 * Module Federation singleton: a login inside a remote updates the host and every other remote.
 */
export const sessionStore = createStore<SessionState>(() => ({ status: 'unknown', user: null }));

// Each state replaces the last (zustand would merge), so no reason outlives its state.
export function setLoggedIn(user: LoggedInUser): void {
  sessionStore.setState({ status: 'loggedIn', user }, true);
}

export function setLoggedOut(): void {
  sessionStore.setState({ status: 'loggedOut', user: null }, true);
}

/** The session ended mid-visit; a logout of the customer's own is `setLoggedOut`. */
export function setSessionEnded(): void {
  sessionStore.setState({ status: 'loggedOut', user: null, endedMidVisit: true }, true);
}

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
