import { addresses } from '@account/contracts';
import type { DeleteAccountRequest } from '@account/contracts';
import type { CamelCased } from '@account/api-client';
import { call } from '@account/api-client';

/** Spec section 7: POST user/delete-account; the session ends with it. */
export async function deleteAccount(input: CamelCased<DeleteAccountRequest>): Promise<void> {
  await call(addresses.customer.deleteAccount, { body: input });
}
