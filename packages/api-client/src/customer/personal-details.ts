import type { PersonalDetails } from '@account/contracts';
import { request } from '../request';

export function getPersonalDetails(): Promise<PersonalDetails> {
  return request('customer', 'user/personal-details', {
    query: { addressStrictTyping: true, packstationMapping: true },
  });
}
