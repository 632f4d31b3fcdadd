import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/** Flags of WebAuthn's authenticator data. */
const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const BACKUP_ELIGIBLE = 0x08;
const BACKED_UP = 0x10;
const ATTESTED_CREDENTIAL = 0x40;

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(data));

/** One ES256 passkey held by a test's authenticator. */
export interface SoftwarePasskey {
  credentialId: Uint8Array;
  privateKey: KeyObject;
  x: Uint8Array;
  y: Uint8Array;
  counter: number;
  userHandle: string | undefined;
}

export function newPasskey(): SoftwarePasskey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  return {
    credentialId: randomBytes(32),
    privateKey,
    x: isoBase64URL.toBuffer(jwk.x!),
    y: isoBase64URL.toBuffer(jwk.y!),
    counter: 0,
    userHandle: undefined,
  };
}

function authenticatorData(rpId: string, flags: number, counter: number, attested?: Uint8Array) {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([
    sha256(Buffer.from(rpId)),
    Buffer.from([flags]),
    count,
    ...(attested ? [attested] : []),
  ]);
}

const clientData = (type: string, challenge: string, origin: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

/**
 * What a browser answers `navigator.credentials.create` with, made by a platform authenticator
 * ("none" attestation) that verified the user; `userVerified: false` leaves the UV flag out.
 */
export function registrationResponse(
  passkey: SoftwarePasskey,
  options: { challenge: string; user: { id: string } },
  { rpId, origin, userVerified = true }: { rpId: string; origin: string; userVerified?: boolean },
) {
  passkey.userHandle = options.user.id;
  const coseKey = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, passkey.x],
    [-3, passkey.y],
  ]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(passkey.credentialId.length);
  const attested = Buffer.concat([
    Buffer.alloc(16),
    length,
    passkey.credentialId,
    isoCBOR.encode(coseKey),
  ]);
  const flags =
    USER_PRESENT |
    (userVerified ? USER_VERIFIED : 0) |
    BACKUP_ELIGIBLE |
    BACKED_UP |
    ATTESTED_CREDENTIAL;
  const attestationObject = isoCBOR.encode(
    new Map<string, unknown>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', authenticatorData(rpId, flags, passkey.counter, attested)],
    ]) as never,
  );
  const id = b64url(passkey.credentialId);
  return {
    id,
    rawId: id,
    type: 'public-key',
    response: {
      clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
      attestationObject: b64url(attestationObject),
      transports: ['internal'],
    },
    clientExtensionResults: {},
  };
}

/**
 * What a browser answers `navigator.credentials.get` with: signed with `signWith` (the passkey's
 * own key unless a test forges it), counting up as authenticators do.
 */
export function authenticationResponse(
  passkey: SoftwarePasskey,
  options: { challenge: string },
  {
    rpId,
    origin,
    signWith = passkey,
    userHandle = passkey.userHandle,
  }: { rpId: string; origin: string; signWith?: SoftwarePasskey; userHandle?: string | undefined },
) {
  passkey.counter += 1;
  const data = authenticatorData(
    rpId,
    USER_PRESENT | USER_VERIFIED | BACKUP_ELIGIBLE | BACKED_UP,
    passkey.counter,
  );
  const clientDataJSON = clientData('webauthn.get', options.challenge, origin);
  const signature = sign(
    'sha256',
    Buffer.concat([data, sha256(clientDataJSON)]),
    signWith.privateKey,
  );
  const id = b64url(passkey.credentialId);
  return {
    id,
    rawId: id,
    type: 'public-key',
    response: {
      clientDataJSON: b64url(clientDataJSON),
      authenticatorData: b64url(data),
      signature: b64url(signature),
      ...(userHandle ? { userHandle } : {}),
    },
    clientExtensionResults: {},
  };
}
