import { countryOfLocale, type Locale } from '@account/contracts';
import type { Customer } from '../../../db/schema';
import { NotAllowed } from '../../domain-error';

/**
 * Spec section 6: an account logs in only in its own country's shop; the refusal names the
 * country, so the client can send the customer there. Checked once the account is proven.
 */
export function assertCountryOfShop(customer: Customer, shop: Locale): void {
  if (customer.country_code !== countryOfLocale[shop])
    throw new NotAllowed('NOT_ALLOWED_FOR_COUNTRY_CODE', customer.country_code);
}
