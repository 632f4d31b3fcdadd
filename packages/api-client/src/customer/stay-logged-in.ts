import type { StayLoggedIn } from '@account/contracts';
import { request } from '../request';

export function getStayLoggedIn(): Promise<StayLoggedIn> {
  return request('customer', 'user/auth/stay-logged-in');
}

export function setStayLoggedIn(stayLoggedIn: boolean): Promise<StayLoggedIn> {
  return request('customer', 'user/auth/stay-logged-in', {
    method: 'PATCH',
    body: { stayLoggedIn },
  });
}
