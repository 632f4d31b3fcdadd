import { ApiError } from '@account/api-client';
import type { UsernameKind } from '@account/contracts';
import { genericMessage } from '../../components/api-messages';
import type { Message } from '../../components/message';

export type Step =
  | 'username'
  | 'password'
  | 'passwordUnknown'
  | 'createAccount'
  | 'lightAccount'
  | 'doi'
  | 'noCredentials'
  | 'accountVerification'
  /** "Kundenkonto anlegen" from the login page: the new customer's e-mail first. */
  | 'newCustomer';

export type UsernameOutcome = {
  step: Step;
  message?: Message;
  lightUserModal?: boolean;
  /** Opens the account-verification pages of the profile area for this account (issue 10). */
  verificationGrant?: string;
};

/**
 * Spec section 4, every outcome of "confirm username": known account → password; unknown e-mail
 * → create account (the light-account step on the Swiss shop when light accounts are on);
 * unknown customer number → error; no credentials by e-mail → account verification (the profile
 * area's pages, opened by the grant the check hands out), by customer
 * number → the no-credentials state; light user without credentials → the set-password modal.
 */
export function usernameOutcome(
  error: unknown,
  kind: UsernameKind,
  options: { swiss: boolean; lightAccount: boolean },
): UsernameOutcome {
  if (error === null) return { step: 'password' };
  if (error instanceof ApiError) {
    switch (error.errorKey) {
      case 'EMAIL_NOT_EXIST':
        return { step: options.swiss && options.lightAccount ? 'lightAccount' : 'createAccount' };
      case 'CUSTOMER_NUMBER_NOT_EXIST':
        return { step: 'username', message: { key: 'wrongAccountNumber' } };
      case 'NO_CREDENTIALS':
        if (kind !== 'email') return { step: 'noCredentials' };
        // A service that hands out no grant leaves the customer the set-password mail.
        return error.verificationGrant
          ? { step: 'accountVerification', verificationGrant: error.verificationGrant }
          : { step: 'accountVerification' };
      case 'LIGHT_USER_NO_CREDENTIALS':
        return { step: 'username', lightUserModal: true };
    }
  }
  return { step: 'username', message: genericMessage(error) };
}
