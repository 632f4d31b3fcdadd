import { addresses } from '@account/contracts';
import type { PersonalDetails } from '@account/contracts';
import { call } from '@account/api-client';

export function getPersonalDetails(): Promise<PersonalDetails> {
  return call(addresses.customer.personalDetails, {
    query: { addressStrictTyping: true, packstationMapping: true },
  });
}
