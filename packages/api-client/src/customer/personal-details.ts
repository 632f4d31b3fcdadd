import type { PersonalDetails } from '@account/contracts';
import { call } from '../call';

export function getPersonalDetails(): Promise<PersonalDetails> {
  return call('customer', 'personalDetails', {
    query: { addressStrictTyping: true, packstationMapping: true },
  });
}
