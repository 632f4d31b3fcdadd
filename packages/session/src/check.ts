import { getLoginState, logout } from '@account/api-client';
import { setLoggedIn, setLoggedOut } from './store';
import { forgetCustomerData } from './stored-customer-data';

/** Resolves the unknown state once at start; any failure counts as logged out. */
export async function checkLoginState(): Promise<void> {
  try {
    const state = await getLoginState();
    if (state.state === 'LOGGED_IN') {
      const { state: _, ...user } = state;
      setLoggedIn(user);
    } else {
      setLoggedOut();
    }
  } catch {
    setLoggedOut();
  }
}

/** Ends the session server-side; the local state and stored data are cleared even if the call fails. */
export async function endSession(): Promise<void> {
  try {
    await logout();
  } finally {
    forgetCustomerData();
    setLoggedOut();
  }
}
