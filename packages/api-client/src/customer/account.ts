import { addresses } from '@account/contracts';
import type {
  AccountCreated,
  AccountFlow,
  CreateAccountRequest,
  CreateLightAccountRequest,
  LightAccountActivation,
} from '@account/contracts';
import type { CamelCased } from '@account/api-client';
import { call } from '@account/api-client';

export type { AccountCreated };
/** POST user/create-account as the client writes it; `dateOfBirth` is yyyy-mm-dd. */
export type CreateAccountInput = CamelCased<CreateAccountRequest>;
export type CreateLightAccountInput = CamelCased<CreateLightAccountRequest>;

export function createAccount(
  input: CreateAccountInput,
  recaptchaToken?: string,
): Promise<AccountCreated> {
  return call(addresses.customer.createAccount, {
    body: input,
    recaptchaToken: recaptchaToken,
    refreshOn401: false,
  });
}

export function createLightAccount(
  input: CreateLightAccountInput,
  recaptchaToken?: string,
): Promise<AccountCreated> {
  return call(addresses.customer.createLightAccount, {
    body: input,
    recaptchaToken: recaptchaToken,
    refreshOn401: false,
  });
}

export async function resendActivationEmail(
  username: string,
  recaptchaToken?: string,
): Promise<void> {
  await call(addresses.customer.resendActivation, {
    body: { username },
    recaptchaToken: recaptchaToken,
    refreshOn401: false,
  });
}

export function getLightAccountActivation(
  username: string,
  origin: AccountFlow = 'accountLightAccount',
): Promise<LightAccountActivation> {
  return call(addresses.customer.lightAccountActivation, {
    query: { username, origin },
    refreshOn401: false,
  });
}
