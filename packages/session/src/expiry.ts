import { onSessionExpired } from '@account/api-client';
import { tellOtherTabsSessionEnded } from './other-tabs';
import { sessionStore, setSessionEnded } from './store';

/**
 * Spec section 4: a token refresh that fails mid-session leads to the login page. Marking the
 * session ended is enough: the host's login guard then sends a protected page to login with
 * `returnTo` and the reason, so logging in again leads back to where the customer was. The other
 * tabs share the cookies, so their session is gone too.
 */
onSessionExpired(() => {
  if (sessionStore.getState().status !== 'loggedIn') return;
  setSessionEnded();
  tellOtherTabsSessionEnded();
});
