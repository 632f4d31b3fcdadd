import { billingAddressErrors, type BillingAddress, type CountryCode } from '@account/contracts';

export interface BillingAddressForm {
  street: string;
  streetNumber: string;
  zipCode: string;
  city: string;
  countryCode: string;
}

export const billingFields = ['street', 'streetNumber', 'zipCode', 'city', 'countryCode'] as const;

export const billingErrors = (values: BillingAddressForm) => billingAddressErrors(values);

export const billingFormOf = (
  billing: BillingAddress | null,
  country: CountryCode,
): BillingAddressForm =>
  billing
    ? {
        street: billing.street,
        streetNumber: billing.streetNumber,
        zipCode: billing.zipCode,
        city: billing.city,
        countryCode: billing.countryCode,
      }
    : { street: '', streetNumber: '', zipCode: '', city: '', countryCode: country };
