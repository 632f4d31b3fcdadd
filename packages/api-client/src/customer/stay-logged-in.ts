import { addresses } from '@account/contracts';
import type { StayLoggedIn } from '@account/contracts';
import { call } from '@account/api-client';

export function getStayLoggedIn(): Promise<StayLoggedIn> {
  return call(addresses.customer.getStayLoggedIn);
}

export function setStayLoggedIn(stayLoggedIn: boolean): Promise<StayLoggedIn> {
  return call(addresses.customer.setStayLoggedIn, { body: { stayLoggedIn } });
}
