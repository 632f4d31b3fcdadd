import {
  type AccountFlow,
  type LightAccountActivation,
  type LoggedInUser,
} from '@account/contracts';
import { request } from '../request';

export interface CreateAccountInput {
  firstName: string;
  lastName: string;
  street: string;
  streetNumber: string;
  city: string;
  zipCode: string;
  addressAddition?: string;
  /** yyyy-mm-dd */
  dateOfBirth: string;
  email: string;
  password?: string;
  newsletterConsent: boolean;
  socialRegistration?: boolean;
}

export interface AccountCreated {
  email: string;
  customerType: 'FULL' | 'LIGHT';
  /** Set when the account is logged in at once (a full account with password). */
  user: LoggedInUser | null;
}

export function createAccount(input: CreateAccountInput, recaptchaToken?: string): Promise<AccountCreated> {
  return request('customer', 'user/create-account', {
    method: 'POST',
    body: input,
    recaptcha: { action: 'create_account', token: recaptchaToken },
    refreshOn401: false,
  });
}

export interface CreateLightAccountInput {
  firstName: string;
  lastName: string;
  email: string;
  newsletterConsent: boolean;
}

export function createLightAccount(input: CreateLightAccountInput, recaptchaToken?: string): Promise<AccountCreated> {
  return request('customer', 'user/create-light-account', {
    method: 'POST',
    body: input,
    recaptcha: { action: 'create_account', token: recaptchaToken },
    refreshOn401: false,
  });
}

export async function resendActivationEmail(username: string, recaptchaToken?: string): Promise<void> {
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
  return request('customer', 'user/light-users/activation', { query: { username, origin }, refreshOn401: false });
}
