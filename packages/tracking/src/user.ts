import type { TrackingEnvelope } from '@account/contracts';

/** What the session knows about the customer that tracking may use (spec section 3). */
export interface TrackableCustomer {
  emailHash?: string | undefined;
  encryptedEmail?: string | undefined;
  crossDeviceTracking?: boolean | undefined;
}

let customer: TrackableCustomer | null = null;

/** Set by the session package on login and cleared on logout; tracking never reads the session. */
export function setTrackedCustomer(next: TrackableCustomer | null): void {
  customer = next;
}

/** Only a customer who allows cross-device tracking is identified, and then only by hash. */
export function trackedUser(): TrackingEnvelope['user'] {
  if (!customer?.crossDeviceTracking || !customer.emailHash) return undefined;
  return {
    email_hash: customer.emailHash,
    ...(customer.encryptedEmail ? { encrypted_email: customer.encryptedEmail } : {}),
    cross_device_tracking: true,
  };
}
