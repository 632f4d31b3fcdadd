import {
  addresses,
  REQUEST_SOURCE_HEADER,
  type ChangeEmailRequest,
  type EmailChangeRequested,
  type EmailChangeUndone,
  type EmailChangeVerified,
} from '@account/contracts';
import type { CamelCased } from '@account/api-client';
import { call } from '@account/api-client';

/** Spec section 7: POST user/change-email from the shop; the new address must confirm by mail. */
export function changeEmail(input: CamelCased<ChangeEmailRequest>): Promise<EmailChangeRequested> {
  return call(addresses.customer.changeEmail, {
    body: input,
    headers: { [REQUEST_SOURCE_HEADER]: 'SHOP' },
  });
}

/** The confirm button of the link mailed to the new address (email-change/confirm-doi?token=…). */
export function verifyEmailChange(token: string): Promise<EmailChangeVerified> {
  return call(addresses.customer.verifyEmailChange, { body: { token }, refreshOn401: false });
}

/** The button of the undo link mailed to the old address once a change took effect (email-change/undo?token=…). */
export function undoEmailChange(token: string): Promise<EmailChangeUndone> {
  return call(addresses.customer.undoEmailChange, { body: { token }, refreshOn401: false });
}
