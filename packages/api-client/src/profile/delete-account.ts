import type { DeleteAccountRequest } from '@account/contracts';
import type { CamelCased } from '../case';
import { request } from '../request';

/** Spec section 7: POST user/delete-account; the session ends with it. */
export async function deleteAccount(input: CamelCased<DeleteAccountRequest>): Promise<void> {
  await request('customer', 'user/delete-account', { method: 'POST', body: input });
}
