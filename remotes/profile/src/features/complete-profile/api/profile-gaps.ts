import { getDeliveryAddresses } from '@account/api-client/addresses';
import { getPersonalDetails } from '@account/api-client/customer';
import { completeProfileHint, type ProfilePart } from '@account/contracts';

/**
 * What the complete-profile hint names. `personal-details` carries the preferred delivery address
 * only; an address book with addresses but none preferred (the preferred one was deleted) is no
 * missing delivery address, so then the list decides.
 */
export async function profileGaps(): Promise<ProfilePart[] | null> {
  const details = await getPersonalDetails();
  const missing = completeProfileHint(details);
  if (!missing?.includes('deliveryAddress')) return missing;
  const { deliveryAddresses } = await getDeliveryAddresses();
  if (!deliveryAddresses.some((address) => !address.isDeleted)) return missing;
  const rest = missing.filter((part) => part !== 'deliveryAddress');
  return rest.length > 0 ? rest : null;
}
