import type {
  AccountCreated,
  AccountFlow,
  CreateAccountRequest,
  CreateLightAccountRequest,
  LightAccountActivation,
} from '@account/contracts';
import type { CamelCased } from '../case';
import { request } from '../request';

export type { AccountCreated };
/** POST user/create-account as the client writes it; `dateOfBirth` is yyyy-mm-dd. */
export type CreateAccountInput = CamelCased<CreateAccountRequest>;
export type CreateLightAccountInput = CamelCased<CreateLightAccountRequest>;

export function createAccount(
  input: CreateAccountInput,
  recaptchaToken?: string,
): Promise<AccountCreated> {
  return request('customer', 'user/create-account', {
    method: 'POST',
    body: input,
    recaptcha: { action: 'create_account', token: recaptchaToken },
    refreshOn401: false,
  });
}

export function createLightAccount(
  input: CreateLightAccountInput,
  recaptchaToken?: string,
): Promise<AccountCreated> {
  return request('customer', 'user/create-light-account', {
    method: 'POST',
    body: input,
    recaptcha: { action: 'create_account', token: recaptchaToken },
    refreshOn401: false,
  });
}

export async function resendActivationEmail(
  username: string,
  recaptchaToken?: string,
): Promise<void> {
  await request('customer', 'user/light-users/resend-activation-email', {
    method: 'POST',
    body: { username },
    recaptcha: { action: 'resend_activation', token: recaptchaToken },
    refreshOn401: false,
  });
}

export function getLightAccountActivation(
  username: string,
  origin: AccountFlow = 'accountLightAccount',
): Promise<LightAccountActivation> {
  return request('customer', 'user/light-users/activation', {
    query: { username, origin },
    refreshOn401: false,
  });
}
