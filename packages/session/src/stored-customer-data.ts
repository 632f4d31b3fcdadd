import type { CustomerType } from './types';

/** Login methods of spec section 3, remembered on the device. */
export type LoginMethod =
  'email' | 'customerNumber' | 'google' | 'apple' | 'facebook' | 'magicLink';

/** Customer data this area keeps in local storage; every key carries the prefix so logout finds them all. */
const PREFIX = 'account.';
export const CUSTOMER_TYPE_KEY = `${PREFIX}customerType`;
export const LOGIN_METHOD_KEY = `${PREFIX}loginMethod`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function rememberLogin(customerType: CustomerType, method: LoginMethod): void {
  storage()?.setItem(CUSTOMER_TYPE_KEY, customerType);
  storage()?.setItem(LOGIN_METHOD_KEY, method);
}

export function storedLoginMethod(): LoginMethod | null {
  return (storage()?.getItem(LOGIN_METHOD_KEY) as LoginMethod | null) ?? null;
}

/** Spec section 4: logout clears stored customer data, except the customer type. */
export function forgetCustomerData(): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
    (key): key is string => !!key && key.startsWith(PREFIX) && key !== CUSTOMER_TYPE_KEY,
  );
  for (const key of keys) store.removeItem(key);
}
