import { setTrackedCustomer } from '@account/tracking';
import { sessionStore } from './store';

/**
 * Tracking identifies a logged-in customer only by the spec's hashed fields and only when they
 * allow cross-device tracking; it learns them here, so the tracking package needs no session.
 */
sessionStore.subscribe(({ user }) => {
  setTrackedCustomer(
    user
      ? {
          emailHash: user.emailHash,
          encryptedEmail: user.encryptedEmail,
          crossDeviceTracking: user.crossDeviceTracking,
        }
      : null,
  );
});
