import { safeRedirectTarget, safeReturnPath } from './return-to';

describe('safeReturnPath', () => {
  it('keeps paths inside the account area, with their query', () => {
    expect(safeReturnPath('/orders/4711?tab=items')).toBe('/orders/4711?tab=items');
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/\torders',
    '',
    null,
  ])('sends %j to the root', (value) => {
    expect(safeReturnPath(value)).toBe('/');
  });
});

describe('safeRedirectTarget', () => {
  const shops = ['https://www.shop24direkt.de', 'http://de.localhost:3000'];

  it('keeps safe paths and URLs on the shop origins', () => {
    expect(safeRedirectTarget('/checkout', shops)).toBe('/checkout');
    expect(safeRedirectTarget('https://www.shop24direkt.de/checkout?step=2', shops)).toBe(
      'https://www.shop24direkt.de/checkout?step=2',
    );
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'https://www.shop24direkt.de.evil.example/',
    'https://user:pw@www.shop24direkt.de/',
    'data:text/html,x',
    undefined,
  ])('sends %j to the root', (value) => {
    expect(safeRedirectTarget(value, shops)).toBe('/');
  });
});
