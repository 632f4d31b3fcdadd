import { normalizeUsername, usernameKind } from '@account/contracts';
import { InvalidInput } from '../../../domain/domain-error';
import type { Kysely } from 'kysely';
import { findCustomerByUsername } from '../../../domain/customer/customers';
import type { Customer, Database } from '../../../db/schema';

/** A username as typed (e-mail or customer number): its normalized form and the account, if any. */
export async function lookUpUsername(
  db: Kysely<Database>,
  raw: string,
): Promise<{ username: string; customer: Customer | undefined }> {
  const kind = usernameKind(raw);
  if (kind === null) throw new InvalidInput();
  const username = normalizeUsername(raw);
  return { username, customer: await findCustomerByUsername(db, username, kind) };
}

/**
 * Whom a mail asked for by username goes to (mail-request.ts): the account, if any, and the
 * normalized username, which the per-account limit counts where no account matches.
 */
export async function recipientByUsername(
  db: Kysely<Database>,
  body: { username: string },
): Promise<{ subject: string; customer: Customer | undefined }> {
  const { username, customer } = await lookUpUsername(db, body.username);
  return { subject: username, customer };
}
