import { normalizeUsername, usernameKind } from '@account/contracts';
import type { Kysely } from 'kysely';
import { findCustomerByUsername } from '../../../domain/customer/customers';
import type { Customer, Database } from '../../../db/schema';
import { ApiError } from '../../../http/api-error';

/** A username as typed (e-mail or customer number): its normalized form and the account, if any. */
export async function lookUpUsername(
  db: Kysely<Database>,
  raw: string,
): Promise<{ username: string; customer: Customer | undefined }> {
  const kind = usernameKind(raw);
  if (kind === null) throw new ApiError(400, 'BAD_REQUEST');
  const username = normalizeUsername(raw);
  return { username, customer: await findCustomerByUsername(db, username, kind) };
}
