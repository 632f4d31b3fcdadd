/** @jest-environment jsdom */
import {
  CUSTOMER_TYPE_KEY,
  LOGIN_METHOD_KEY,
  forgetCustomerData,
  rememberLogin,
} from './stored-customer-data';

describe('stored customer data', () => {
  it('keeps only the customer type after logout and leaves other areas\u2019 keys alone', () => {
    localStorage.setItem('stayLoggedInTipDismissed', 'true');
    rememberLogin('LIGHT', 'magicLink');
    localStorage.setItem('account.lastUsername', 'max@example.de');
    forgetCustomerData();
    expect(localStorage.getItem(CUSTOMER_TYPE_KEY)).toBe('LIGHT');
    expect(localStorage.getItem(LOGIN_METHOD_KEY)).toBeNull();
    expect(localStorage.getItem('account.lastUsername')).toBeNull();
    expect(localStorage.getItem('stayLoggedInTipDismissed')).toBe('true');
  });
});
