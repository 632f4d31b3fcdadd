import { addresses } from '@account/contracts';
import type { WaysInRemoved } from '@account/contracts';
import { ApiError, call } from '@account/api-client';

/**
 * After a recovery (password reset or change, ending all other sessions): removes every passkey
 * and provider login with the grant the recovery answered (issue 33). Works only from the session
 * the recovery left or opened, once.
 */
export function removeWaysIn(token: string): Promise<WaysInRemoved> {
  return call(addresses.customer.removeWaysIn, { body: { token } });
}

/** The service refused a removal that would have left the account without any way in. */
export const isLastWayIn = (error: unknown): boolean =>
  error instanceof ApiError && error.errorKey === 'LAST_WAY_IN';
