import { addresses } from '@account/contracts';
import type { LoggedInUser, Passkey, PasskeysResponse } from '@account/contracts';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { call } from '@account/api-client';

/**
 * The WebAuthn ceremonies' library, fetched when a passkey is used: the api-client is in every
 * host's startup chunk, and most pages never touch a passkey (about 4 kB of gzip JS saved).
 */
const webAuthn = () => import('@simplewebauthn/browser');

/** WebAuthn's answers travel as the browser wrote them (`clientDataJSON`, `rawId` …). */
const VERBATIM = ['response'] as const;

/**
 * Whether this browser can make and use passkeys at all: the check of the library's
 * `browserSupportsWebAuthn`, made here so a page can decide while it renders, before loading it.
 */
export const passkeysSupported = (): boolean =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/**
 * The browser's passkey dialog closed without an answer: the customer cancelled, it timed out,
 * or a newer request replaced this one. Not an error to show.
 */
export const passkeyDialogCancelled = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

/**
 * The browser or device cannot make or use a passkey as the shop asks (WebAuthn's
 * NotSupportedError): no authenticator here keeps passkeys, or the browser has them switched off.
 * Trying again will not help; another device or the password will.
 */
export const passkeyNotPossibleHere = (error: unknown): boolean =>
  error instanceof Error && error.name === 'NotSupportedError';

/**
 * The authenticator already holds a passkey of this account (WebAuthn's InvalidStateError: the
 * registration lists the account's passkeys as `excludeCredentials`). The customer can log in
 * with it; a second one on the same device is not needed.
 */
export const passkeyAlreadyOnThisDevice = (error: unknown): boolean =>
  error instanceof Error && error.name === 'InvalidStateError';

/** Passkeys of the customer, newest first (issue 25). */
export function getPasskeys(): Promise<PasskeysResponse> {
  return call(addresses.customer.passkeys);
}

/**
 * Registers a passkey: the options (after the step-up, `password` when the login is older than
 * 15 minutes), the browser's dialog, and the answer. Throws the browser's error when the customer
 * cancels, and ApiError for the services' refusals.
 */
export async function registerPasskey(password?: string): Promise<Passkey> {
  const options = await call(addresses.customer.passkeyRegistrationOptions, {
    body: password ? { password } : {},
  });
  const { startRegistration } = await webAuthn();
  const response = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  return call(addresses.customer.registerPasskey, {
    body: { response: response as never },
    verbatimBodyKeys: VERBATIM,
  });
}

export function renamePasskey(id: string, name: string, password?: string): Promise<Passkey> {
  return call(addresses.customer.renamePasskey, {
    params: { id },
    body: { name, ...(password ? { password } : {}) },
  });
}

export async function deletePasskey(id: string, password?: string): Promise<void> {
  await call(addresses.customer.deletePasskey, {
    params: { id },
    body: password ? { password } : {},
  });
}

/**
 * Logs in with a passkey; `autofill` waits for the customer to pick one in the username field's
 * suggestions (conditional mediation) instead of opening the browser's dialog. Resolves null when
 * the browser cannot autofill passkeys, or the autofill ends before the customer picks one.
 */
export async function loginWithPasskey({
  autofill = false,
  stayLoggedIn = false,
}: { autofill?: boolean; stayLoggedIn?: boolean } = {}): Promise<LoggedInUser | null> {
  const { browserSupportsWebAuthnAutofill, startAuthentication } = await webAuthn();
  if (autofill && !(await browserSupportsWebAuthnAutofill())) return null;
  const picked = (async () => {
    const options = await call(addresses.customer.passkeyLoginOptions, { refreshOn401: false });
    return startAuthentication({
      optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
      useBrowserAutofill: autofill,
    });
  })();
  // The autofill is the page's offer, not the customer's request: when it cannot start (a browser
  // that claims it and then refuses an empty `allowCredentials` with NotSupportedError, services
  // that do not answer), the page stays as it was. The button says what fails when pressed.
  const response = autofill ? await picked.catch(() => null) : await picked;
  if (!response) return null;
  return call(addresses.customer.passkeyLogin, {
    body: { response: response as never, stayLoggedIn },
    verbatimBodyKeys: VERBATIM,
    refreshOn401: false,
  });
}

/** Ends a waiting autofill request (the page leaves, or the dialog is asked for instead). */
export async function cancelPasskeyLogin(): Promise<void> {
  (await webAuthn()).WebAuthnAbortService.cancelCeremony();
}
