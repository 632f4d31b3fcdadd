import { randomBytes, randomUUID } from 'node:crypto';
import type { Locale, Passkey, PasskeyDeviceType } from '@account/contracts';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import type { Kysely } from 'kysely';
import type { Config } from '../../../config';
import { inTransaction } from '../../../db/in-transaction';
import { describeDevice } from '../devices';
import type { Customer, Database, PasskeysTable } from '../../../db/schema';
import { InvalidInput, NotFound } from '../../domain-error';
import { iso } from '../../iso-time';
import { mailWayInAdded } from '../mails/way-in-added';
import { assertCountryOfShop } from './country-rule';

/** How long a ceremony may take, from its options to the browser's answer. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;

/** The shop a ceremony runs at: its host is the relying party, its origin the one expected. */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

const DEVICE_TYPES: Record<string, PasskeyDeviceType> = {
  singleDevice: 'SINGLE_DEVICE',
  multiDevice: 'MULTI_DEVICE',
};

export function toPasskey(row: PasskeysTable): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: iso(Number(row.created_at)),
    lastUsedAt: row.last_used_at === null ? null : iso(Number(row.last_used_at)),
    deviceType: DEVICE_TYPES[row.device_type] ?? 'SINGLE_DEVICE',
  };
}

async function storeChallenge(
  db: Kysely<Database>,
  challenge: string,
  purpose: 'registration' | 'authentication',
  rp: RelyingParty,
  customerId: string | null,
  userHandle: string | null,
  now: number,
): Promise<void> {
  // Ceremonies never finished leave their challenge behind; each new one sweeps the expired.
  await db.deleteFrom('passkey_challenges').where('expires_at', '<', now).execute();
  await db
    .insertInto('passkey_challenges')
    .values({
      challenge,
      purpose,
      customer_id: customerId,
      user_handle: userHandle,
      rp_id: rp.id,
      origin: rp.origin,
      expires_at: now + PASSKEY_CHALLENGE_TTL_MS,
    })
    .execute();
}

/**
 * Takes the challenge the browser signed out of the store: each is used once, at the shop and
 * for the purpose (and, registering, by the customer) it was issued for, before it expires.
 */
async function consumeChallenge(
  db: Kysely<Database>,
  clientDataJSON: string,
  purpose: 'registration' | 'authentication',
  rp: RelyingParty,
  customerId: string | null,
  now: number,
): Promise<{ challenge: string; userHandle: string | null } | null> {
  let challenge: string;
  try {
    challenge = decodeClientDataJSON(clientDataJSON).challenge;
  } catch {
    return null;
  }
  const deleted = await db
    .deleteFrom('passkey_challenges')
    .where('challenge', '=', challenge)
    .returning(['purpose', 'customer_id', 'user_handle', 'rp_id', 'origin', 'expires_at'])
    .executeTakeFirst();
  if (!deleted) return null;
  const fits =
    deleted.purpose === purpose &&
    deleted.customer_id === customerId &&
    deleted.rp_id === rp.id &&
    deleted.origin === rp.origin &&
    Number(deleted.expires_at) >= now;
  return fits ? { challenge, userHandle: deleted.user_handle } : null;
}

async function userHandleOf(db: Kysely<Database>, customerId: string): Promise<string> {
  const existing = await db
    .selectFrom('passkeys')
    .select('user_handle')
    .where('customer_id', '=', customerId)
    .limit(1)
    .executeTakeFirst();
  return existing?.user_handle ?? isoBase64URL.fromBuffer(randomBytes(32));
}

export async function passkeysOf(db: Kysely<Database>, customerId: string): Promise<Passkey[]> {
  const rows = await db
    .selectFrom('passkeys')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map(toPasskey);
}

/** The options of `navigator.credentials.create`; the caller has passed the step-up. */
export async function startPasskeyRegistration(
  db: Kysely<Database>,
  customer: Customer,
  rp: RelyingParty,
  now = Date.now(),
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await db
    .selectFrom('passkeys')
    .select(['credential_id', 'transports'])
    .where('customer_id', '=', customer.id)
    .where('rp_id', '=', rp.id)
    .execute();
  const userHandle = await userHandleOf(db, customer.id);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: customer.email,
    userDisplayName: [customer.first_name, customer.last_name].filter(Boolean).join(' '),
    userID: isoBase64URL.toBuffer(userHandle),
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    attestationType: 'none',
    // One passkey per authenticator: the browser refuses to register a second one there.
    excludeCredentials: existing.map((c) => ({
      id: c.credential_id,
      transports: c.transports ? (JSON.parse(c.transports) as AuthenticatorTransport[]) : [],
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await storeChallenge(db, options.challenge, 'registration', rp, customer.id, userHandle, now);
  return options;
}

/** Checks the browser's answer and keeps the passkey; null when it does not hold. */
async function finishPasskeyRegistration(
  db: Kysely<Database>,
  customer: Customer,
  rp: RelyingParty,
  response: RegistrationResponseJSON,
  { name, userAgent }: { name?: string | undefined; userAgent: string | null },
  now = Date.now(),
): Promise<Passkey | null> {
  const issued = await consumeChallenge(
    db,
    response.response.clientDataJSON,
    'registration',
    rp,
    customer.id,
    now,
  );
  if (!issued?.userHandle) return null;
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: issued.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    return null;
  }
  if (!verified.verified) return null;
  const { credential, credentialDeviceType, credentialBackedUp } = verified.registrationInfo;
  const { browserName, osName } = describeDevice(userAgent);
  const row: PasskeysTable = {
    id: randomUUID(),
    customer_id: customer.id,
    credential_id: credential.id,
    // The handle the authenticator was given with the options.
    user_handle: issued.userHandle,
    public_key: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ? JSON.stringify(credential.transports) : null,
    device_type: credentialDeviceType,
    backed_up: credentialBackedUp ? 1 : 0,
    rp_id: rp.id,
    // Named after the browser it was made in until the customer names it; without versions
    // (issue 40), which the next update makes wrong and which mean nothing to a customer.
    name: name ?? ([browserName, osName].filter(Boolean).join(', ') || 'Passkey'),
    created_at: now,
    last_used_at: null,
  };
  const taken = await db
    .selectFrom('passkeys')
    .select('id')
    .where('credential_id', '=', credential.id)
    .executeTakeFirst();
  if (taken) return null;
  await db.insertInto('passkeys').values(row).execute();
  return toPasskey(row);
}

/**
 * Registers the passkey of the browser's answer, refused as invalid input when it does not hold.
 * The passkey and the mail that announces it (issue 33) commit together.
 */
export async function registerPasskey(
  db: Kysely<Database>,
  config: Config,
  customer: Customer,
  rp: RelyingParty,
  response: RegistrationResponseJSON,
  passkey: { name?: string | undefined; userAgent: string | null },
): Promise<Passkey> {
  const added = await inTransaction(db, async (trx) => {
    const added = await finishPasskeyRegistration(trx, customer, rp, response, passkey);
    if (added)
      await mailWayInAdded(
        trx,
        config,
        customer,
        { kind: 'passkey', name: added.name },
        passkey.userAgent,
      );
    return added;
  });
  if (!added) throw new InvalidInput();
  return added;
}

/** The options of `navigator.credentials.get`: any passkey of this shop, the browser offers it. */
export async function startPasskeyLogin(
  db: Kysely<Database>,
  rp: RelyingParty,
  now = Date.now(),
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    userVerification: 'required',
  });
  await storeChallenge(db, options.challenge, 'authentication', rp, null, null, now);
  return options;
}

/**
 * Checks a login's answer against the passkey it names; the customer id when it holds, null
 * when it does not: an unknown or deleted passkey, a signature not made with its key, another
 * account's user handle, a replayed or foreign challenge, a counter gone backwards.
 */
async function finishPasskeyLogin(
  db: Kysely<Database>,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  now = Date.now(),
): Promise<string | null> {
  const issued = await consumeChallenge(
    db,
    response.response.clientDataJSON,
    'authentication',
    rp,
    null,
    now,
  );
  if (!issued) return null;
  const passkey = await db
    .selectFrom('passkeys')
    .selectAll()
    .where('credential_id', '=', response.id)
    .where('rp_id', '=', rp.id)
    .executeTakeFirst();
  if (!passkey) return null;
  if (response.response.userHandle && response.response.userHandle !== passkey.user_handle)
    return null;
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: issued.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credential_id,
        publicKey: isoBase64URL.toBuffer(passkey.public_key),
        counter: Number(passkey.counter),
      },
      requireUserVerification: true,
    });
  } catch {
    return null;
  }
  if (!verified.verified) return null;
  await db
    .updateTable('passkeys')
    .set({ counter: verified.authenticationInfo.newCounter, last_used_at: now })
    .where('id', '=', passkey.id)
    .execute();
  return passkey.customer_id;
}

/**
 * The customer a passkey login's answer logs in, if it is not erased; null when the answer does
 * not hold. An account of another country's shop is refused as at the password login (spec
 * section 6).
 */
export async function customerOfPasskeyLogin(
  db: Kysely<Database>,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  locale: Locale,
): Promise<Customer | null> {
  const customerId = await finishPasskeyLogin(db, rp, response);
  const customer = customerId
    ? await db
        .selectFrom('customers')
        .selectAll()
        .where('id', '=', customerId)
        .where('erased_at', 'is', null)
        .executeTakeFirst()
    : undefined;
  if (!customer) return null;
  assertCountryOfShop(customer, locale);
  return customer;
}

/** Someone else's passkey is not found either. */
export async function renamePasskey(
  db: Kysely<Database>,
  customerId: string,
  id: string,
  name: string,
): Promise<Passkey> {
  const updated = await db
    .updateTable('passkeys')
    .set({ name })
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw new NotFound();
  return toPasskey(updated);
}
