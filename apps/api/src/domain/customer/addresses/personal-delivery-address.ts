import type { PersonalDeliveryAddress } from '@account/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { findPreferredAddress, toDeliveryAddress } from './delivery-addresses';

/**
 * The preferred delivery address as user/personal-details answers it (spec section 7):
 * `address_strict_typing` adds `type`; `packstation_mapping` gives a pick-up point its
 * `dhloptions`, while without it the post number travels in the additional line, as the shop's
 * older clients print a Packstation ("Packstation 123", "Postnummer 12345678").
 */
export async function personalDeliveryAddress(
  db: Kysely<Database>,
  customerId: string,
  { strictTyping, packstationMapping }: { strictTyping: boolean; packstationMapping: boolean },
): Promise<PersonalDeliveryAddress | null> {
  const row = await findPreferredAddress(db, customerId);
  if (!row) return null;
  const { type, dhloptions, ...address } = toDeliveryAddress(row);
  const mapped: PersonalDeliveryAddress =
    packstationMapping || !dhloptions
      ? { ...address, dhloptions }
      : {
          ...address,
          addressAddition: dhloptions.postNumber && `Postnummer ${dhloptions.postNumber}`,
        };
  return strictTyping ? { ...mapped, type } : mapped;
}
