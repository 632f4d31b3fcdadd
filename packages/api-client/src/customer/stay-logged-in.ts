import type { StayLoggedIn } from '@account/contracts';
import { call } from '@account/api-client';

export function getStayLoggedIn(): Promise<StayLoggedIn> {
  return call('customer', 'getStayLoggedIn');
}

export function setStayLoggedIn(stayLoggedIn: boolean): Promise<StayLoggedIn> {
  return call('customer', 'setStayLoggedIn', { body: { stayLoggedIn } });
}
