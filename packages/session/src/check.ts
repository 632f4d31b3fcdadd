import { getLoginState, logout } from '@account/api-client/customer';
import { reportWarning, trackLogout } from '@account/tracking';
import { customerNumberCookie } from './customer-cookie';
import { tellOtherTabsSessionEnded } from './other-tabs';
import { setLoggedIn, setLoggedOut } from './store';
import { forgetCustomerData } from './stored-customer-data';

/**
 * Spec section 4 wants the mismatch logged. The customer numbers stay out of the report: they
 * identify customers, and the logging service keeps no personal data.
 */
function reportCustomerMismatch(): void {
  reportWarning(
    'session',
    'Login state belongs to another customer than the session cookie; treated as logged out',
    'CUSTOMER_NUMBER_MISMATCH',
  );
}

/**
 * Resolves the unknown state once at start; any failure counts as logged out. Without the
 * customer-number cookie there is no session, so visitors are logged out at once instead of
 * waiting for login-state and the refresh it would trigger. A state of another customer than the
 * cookie names counts as logged out too.
 */
export async function checkLoginState(): Promise<void> {
  if (customerNumberCookie() === null) {
    setLoggedOut();
    return;
  }
  try {
    const state = await getLoginState();
    if (state.state !== 'LOGGED_IN') {
      setLoggedOut();
      return;
    }
    const { state: _, ...user } = state;
    // Read again: a refresh during the call may have renewed (or cleared) the cookie.
    const cookieNumber = customerNumberCookie();
    if (cookieNumber !== user.customerNumber) {
      reportCustomerMismatch();
      setLoggedOut();
      return;
    }
    setLoggedIn(user);
  } catch {
    setLoggedOut();
  }
}

/**
 * Ends the session server-side; the local state and stored data are cleared even if the call
 * fails. Spec section 4: logout sends a logout tracking event (with consent). The other tabs
 * share the session's cookies: they end it too.
 */
export async function endSession(): Promise<void> {
  trackLogout();
  try {
    await logout();
  } finally {
    forgetCustomerData();
    setLoggedOut();
    tellOtherTabsSessionEnded();
  }
}
