import type { Customer } from '../../db/schema';
import { NotFound } from '../domain-error';

/**
 * Cancel and withdrawal name the order's external customer id (spec section 6). One that is not
 * the logged-in customer's answers like an unknown order: nobody learns whose orders exist.
 */
export function assertOwnExternalCustomerId(customer: Customer, externalCustomerId: string): void {
  if (externalCustomerId !== customer.customer_id) throw new NotFound();
}
