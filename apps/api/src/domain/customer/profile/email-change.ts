import type { Kysely, Transaction, Updateable } from 'kysely';
import {
  ACCESS_TOKEN_PURPOSES,
  LOGIN_TOKEN_PURPOSES,
  findOneTimeToken,
  issueOneTimeToken,
  useUpFoundToken,
  voidUnusedTokens,
} from '../../tokens/one-time-tokens';
import type { Customer, CustomersTable, Database } from '../../../db/schema';
import { findCustomerById } from '../customers';
import { normalizeEmail } from '../../../db/normalize-email';
import { inTransaction } from '../../../db/in-transaction';

/** What the e-mail-change link is bound to besides its purpose: both addresses. */
interface EmailChangeData {
  newEmail: string;
  previousEmail: string;
  newsletterOptIn: boolean;
}

export function isEmailTaken(db: Kysely<Database>, email: string): Promise<boolean> {
  return db
    .selectFrom('customers')
    .select('id')
    .where('email_normalized', '=', normalizeEmail(email))
    .executeTakeFirst()
    .then(Boolean);
}

/** A link for the new address; a newer request replaces an older one (issueOneTimeToken). */
export function issueEmailChangeToken(
  db: Kysely<Database>,
  customer: Customer,
  newEmail: string,
  newsletterOptIn: boolean,
): Promise<string> {
  const data: EmailChangeData = { newEmail, previousEmail: customer.email, newsletterOptIn };
  return issueOneTimeToken(db, customer.id, 'email-change', { ...data });
}

export type EmailChangeOutcome =
  | { kind: 'changed'; customer: Customer; previousEmail: string }
  | { kind: 'invalid' }
  | { kind: 'taken' };

const isUniqueViolation = (error: unknown) =>
  /unique|duplicate key/i.test(error instanceof Error ? error.message : String(error));

/** Thrown inside a transaction when a concurrent request used the link first: roll back. */
class LinkUsedMeanwhile extends Error {}

/**
 * Moves the account to an address and uses the link that allowed it up, in one transaction, so
 * a move that fails leaves the link live. `invalid` when a concurrent request used the link
 * first; `taken` when another account got the address meanwhile (the unique index decides).
 */
async function moveWithLink(
  db: Kysely<Database>,
  linkId: string,
  customerId: string,
  changes: Updateable<CustomersTable> & { email: string },
  alsoVoid: (trx: Transaction<Database>) => Promise<unknown>,
): Promise<'moved' | 'invalid' | 'taken'> {
  try {
    await inTransaction(db, async (trx) => {
      if (!(await useUpFoundToken(trx, linkId))) throw new LinkUsedMeanwhile();
      await trx
        .updateTable('customers')
        .set({ ...changes, email_normalized: normalizeEmail(changes.email) })
        .where('id', '=', customerId)
        .execute();
      await alsoVoid(trx);
    });
    return 'moved';
  } catch (error) {
    if (error instanceof LinkUsedMeanwhile) return 'invalid';
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}

/** Another account than this one has the address. */
async function isEmailTakenByOther(
  db: Kysely<Database>,
  email: string,
  customerId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('customers')
    .select('id')
    .where('email_normalized', '=', normalizeEmail(email))
    .where('id', '!=', customerId)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Makes the link's address the customer's e-mail and uses the link up in the same transaction,
 * so a confirmation that fails (address taken meanwhile) leaves the link live. The link is void
 * when the account's e-mail changed since it was sent (it was bound to that address). Login
 * links mailed to the old address stop working; the sessions stay (the password did not change).
 */
export async function confirmEmailChange(
  db: Kysely<Database>,
  token: string,
): Promise<EmailChangeOutcome> {
  const found = await findOneTimeToken(db, token, ['email-change']);
  const customer = found && (await findCustomerById(db, found.customerId));
  const { newEmail, previousEmail, newsletterOptIn } = (found?.data ??
    {}) as Partial<EmailChangeData>;
  if (
    !found ||
    !customer ||
    typeof newEmail !== 'string' ||
    previousEmail === undefined ||
    normalizeEmail(customer.email) !== normalizeEmail(previousEmail)
  )
    return { kind: 'invalid' };
  if (await isEmailTaken(db, newEmail)) return { kind: 'taken' };
  const now = Date.now();
  const moved = await moveWithLink(
    db,
    found.id,
    customer.id,
    {
      email: newEmail,
      email_confirmed_at: now,
      ...(newsletterOptIn ? { newsletter_consent: 1 } : {}),
    },
    (trx) => voidUnusedTokens(trx, customer.id, LOGIN_TOKEN_PURPOSES, now),
  );
  if (moved !== 'moved') return { kind: moved };
  return {
    kind: 'changed',
    customer: { ...customer, email: newEmail, email_normalized: normalizeEmail(newEmail) },
    previousEmail: customer.email,
  };
}

/** What an undo link restores: the address the account had before the change. */
interface EmailChangeUndoData {
  restoreEmail: string;
}

/** The link mailed to the old address once a change took effect (ASVS 6.3.7). */
export function issueEmailChangeUndoToken(
  db: Kysely<Database>,
  customerId: string,
  previousEmail: string,
): Promise<string> {
  const data: EmailChangeUndoData = { restoreEmail: previousEmail };
  return issueOneTimeToken(db, customerId, 'email-change-undo', { ...data });
}

export type EmailChangeUndoOutcome =
  { kind: 'undone'; customer: Customer } | { kind: 'invalid' } | { kind: 'taken' };

/**
 * The owner of the old address takes the account back: the address returns, every session
 * ends, the password is removed (whoever changed the address may have set it) and every link
 * that logs in or moves the account is void, as are undo links of later changes. Undo links of
 * earlier changes stay, so an intruder undoing their own later change cannot void the owner's.
 */
export async function undoEmailChange(
  db: Kysely<Database>,
  token: string,
): Promise<EmailChangeUndoOutcome> {
  const found = await findOneTimeToken(db, token, ['email-change-undo']);
  const customer = found && (await findCustomerById(db, found.customerId));
  const { restoreEmail } = (found?.data ?? {}) as Partial<EmailChangeUndoData>;
  if (!found || !customer || typeof restoreEmail !== 'string') return { kind: 'invalid' };
  if (await isEmailTakenByOther(db, restoreEmail, customer.id)) return { kind: 'taken' };
  const now = Date.now();
  const moved = await moveWithLink(
    db,
    found.id,
    customer.id,
    // Following the link mailed there proves the mailbox.
    { email: restoreEmail, email_confirmed_at: now, password_hash: null },
    async (trx) => {
      await voidUnusedTokens(trx, customer.id, ACCESS_TOKEN_PURPOSES, now);
      await trx
        .updateTable('one_time_tokens')
        .set({ used_at: now })
        .where('customer_id', '=', customer.id)
        .where('purpose', '=', 'email-change-undo')
        .where('used_at', 'is', null)
        .where('created_at', '>=', found.createdAt)
        .execute();
      await trx
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('customer_id', '=', customer.id)
        .where('revoked_at', 'is', null)
        .execute();
    },
  );
  if (moved !== 'moved') return { kind: moved };
  return {
    kind: 'undone',
    customer: {
      ...customer,
      email: restoreEmail,
      email_normalized: normalizeEmail(restoreEmail),
      password_hash: null,
    },
  };
}
