import type { CheckedAddress } from '@account/contracts';

/** The fields an address-check recommendation may correct in a form. */
export const addressCorrections = ['street', 'streetNumber', 'zipCode', 'city'] as const;
export type AddressCorrection = (typeof addressCorrections)[number];

/** The recommendation's corrections written into the form values; the rest stays as typed. */
export function withCorrections<V extends Record<AddressCorrection, string>>(
  values: V,
  recommended: CheckedAddress,
  fields: readonly AddressCorrection[] = addressCorrections,
): V {
  const next = { ...values };
  for (const field of fields) next[field] = recommended[field] as V[AddressCorrection];
  return next;
}
