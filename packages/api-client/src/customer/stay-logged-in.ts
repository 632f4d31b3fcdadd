import { addresses } from '@account/contracts';
import type { StayLoggedIn } from '@account/contracts';
import { call } from '@account/api-client';

export function getStayLoggedIn(): Promise<StayLoggedIn> {
  return call(addresses.customer.getStayLoggedIn);
}

/** Turning it on: the password only once the service asked for it (step-up; issue 33). */
export function setStayLoggedIn(stayLoggedIn: boolean, password?: string): Promise<StayLoggedIn> {
  return call(addresses.customer.setStayLoggedIn, { body: { stayLoggedIn, password } });
}
