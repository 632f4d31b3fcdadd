import { onSessionExpired } from '@account/api-client';
import { sessionStore, setLoggedOut } from './store';

/**
 * Spec section 4: a token refresh that fails mid-session leads to the login page. Marking the
 * customer logged out is enough: the host's login guard then sends a protected page to login
 * with `returnTo`, so logging in again leads back to where the customer was.
 */
onSessionExpired(() => {
  if (sessionStore.getState().status === 'loggedIn') setLoggedOut();
});
