import type { PersonalDetails } from '../customer/customer';

/** What a complete profile has (issue 10): salutation, date of birth, phone and a delivery address. */
export const profileParts = [
  'salutation',
  'dateOfBirth',
  'phoneNumber',
  'deliveryAddress',
] as const;
export type ProfilePart = (typeof profileParts)[number];

// Only whether a delivery address exists counts, not its shape.
type Details = Omit<Pick<PersonalDetails, 'customerNumber' | ProfilePart>, 'deliveryAddress'> & {
  deliveryAddress: object | null;
};

/** The parts the customer still lacks, in the order the hint names them. */
export function missingProfileParts(details: Details): ProfilePart[] {
  return profileParts.filter((part) => {
    const value = details[part];
    return value === null || value === '';
  });
}

/**
 * Spec section 1: the complete-profile hint shows what is missing; it is hidden when the profile
 * is complete or the customer has no customer number (nothing the phone service could add to).
 */
export function completeProfileHint(details: Details): ProfilePart[] | null {
  if (!details.customerNumber) return null;
  const missing = missingProfileParts(details);
  return missing.length > 0 ? missing : null;
}
