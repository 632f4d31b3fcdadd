import { pageTypeOf } from './page-type';

describe('pageTypeOf (spec section 9 page types)', () => {
  it('tells home from welcome by whether the customer is new', () => {
    expect(pageTypeOf('/home', false)).toBe('home');
    expect(pageTypeOf('/home', true)).toBe('welcome');
  });

  it('types the login, area, content and other pages', () => {
    expect(pageTypeOf('/login', false)).toBe('login');
    expect(pageTypeOf('/orders/71010007', false)).toBe('orders');
    expect(pageTypeOf('/my-profile', false)).toBe('account');
    expect(pageTypeOf('/contacts/form', false)).toBe('service');
    expect(pageTypeOf('/content/impressum', false)).toBe('content');
    expect(pageTypeOf('/post-logout', false)).toBe('other');
  });
});
