import { normalizeUsername, usernameKind, type LoggedInUser } from '@account/contracts';

/**
 * Spec section 4: after login the returned customer must be the one whose e-mail or customer
 * number was entered (case-insensitive); anything else is a wrong-customer error.
 */
export function isEnteredCustomer(
  user: Pick<LoggedInUser, 'email' | 'customerNumber'>,
  entered: string,
): boolean {
  const username = normalizeUsername(entered);
  if (usernameKind(username) === 'email')
    return user.email.toLowerCase() === username.toLowerCase();
  return normalizeUsername(user.customerNumber) === username;
}
