import { z } from 'zod';

/**
 * Passkeys (issue 25): WebAuthn credentials a customer registers in the security centre and logs
 * in with. The ceremonies' options and answers are WebAuthn's own JSON (as @simplewebauthn
 * writes and reads it); only the fields the account services rely on are named here.
 */

/** The longest name a customer may give a passkey. */
export const PASSKEY_NAME_MAX_LENGTH = 60;

export const PasskeyName = z.string().trim().min(1).max(PASSKEY_NAME_MAX_LENGTH);

/** WebAuthn's backup eligibility: bound to one device, or synced across a customer's devices. */
export const PasskeyDeviceType = z.enum(['SINGLE_DEVICE', 'MULTI_DEVICE']);
export type PasskeyDeviceType = z.infer<typeof PasskeyDeviceType>;

/** GET user/passkeys: one registered passkey. */
export const Passkey = z.object({
  id: z.uuid(),
  name: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601; null until the first login with it. */
  lastUsedAt: z.string().nullable(),
  deviceType: PasskeyDeviceType,
});
export type Passkey = z.infer<typeof Passkey>;

export const PasskeysResponse = z.object({ passkeys: z.array(Passkey) });
export type PasskeysResponse = z.infer<typeof PasskeysResponse>;

/** The password re-entry of the step-up, when the login is older than 15 minutes. */
const password = z.string().min(1).max(200).optional();

/** POST user/passkeys/registration-options: the step-up's password, when needed. */
export const PasskeyRegistrationOptionsRequest = z.object({ password });
export type PasskeyRegistrationOptionsRequest = z.infer<typeof PasskeyRegistrationOptionsRequest>;

/** WebAuthn's PublicKeyCredentialCreationOptionsJSON, for `navigator.credentials.create`. */
export const PasskeyRegistrationOptions = z.looseObject({
  challenge: z.string(),
  rp: z.looseObject({ id: z.string().optional(), name: z.string() }),
  user: z.looseObject({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.looseObject({ alg: z.number(), type: z.literal('public-key') })),
});
export type PasskeyRegistrationOptions = z.infer<typeof PasskeyRegistrationOptions>;

/** WebAuthn's PublicKeyCredentialRequestOptionsJSON, for `navigator.credentials.get`. */
export const PasskeyLoginOptions = z.looseObject({
  challenge: z.string(),
  rpId: z.string().optional(),
  userVerification: z.string().optional(),
});
export type PasskeyLoginOptions = z.infer<typeof PasskeyLoginOptions>;

const base64url = z.string().regex(/^[A-Za-z0-9_-]+$/);

/** WebAuthn's RegistrationResponseJSON, as the browser answered `create`. */
export const PasskeyRegistrationResponse = z.looseObject({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: base64url, attestationObject: base64url }),
  clientExtensionResults: z.looseObject({}),
});

/** POST user/passkeys: the browser's answer and, optionally, a name (else the device's). */
export const RegisterPasskeyRequest = z.object({
  response: PasskeyRegistrationResponse,
  name: PasskeyName.optional(),
});
export type RegisterPasskeyRequest = z.input<typeof RegisterPasskeyRequest>;

/** PATCH user/passkeys/:id: the new name. */
export const RenamePasskeyRequest = z.object({ name: PasskeyName, password });
export type RenamePasskeyRequest = z.input<typeof RenamePasskeyRequest>;

/** DELETE user/passkeys/:id: a body only for the password re-entry. */
export const DeletePasskeyRequest = z.object({ password }).optional();
export type DeletePasskeyRequest = z.infer<typeof DeletePasskeyRequest>;

/** WebAuthn's AuthenticationResponseJSON, as the browser answered `get`. */
export const PasskeyAuthenticationResponse = z.looseObject({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  clientExtensionResults: z.looseObject({}),
});

/** POST user/passkey-login: the browser's answer; no username, the passkey names the account. */
export const PasskeyLoginRequest = z.object({
  response: PasskeyAuthenticationResponse,
  stay_logged_in: z.boolean().default(false),
});
export type PasskeyLoginRequest = z.input<typeof PasskeyLoginRequest>;
