import { addresses } from '@account/contracts';
import { ApiError } from './errors';
import { call } from './call';
import { onUnauthorized } from './request';

/**
 * POST user/auth/refresh rotates the session tokens; false when the service refused it (the
 * session is gone). A refresh that got no answer or a server error throws instead: the call that
 * needed it fails with its retry rather than sending a customer with a live session to login.
 */
async function refreshAuth(): Promise<boolean> {
  try {
    await call(addresses.customer.refresh, { refreshOn401: false });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status !== null && error.status < 500) return false;
    throw error;
  }
}

// Registered by the shared core, once per page, whichever areas the page loads.
onUnauthorized(refreshAuth);
