import { safeReturnPath } from './return-to';

describe('safeReturnPath', () => {
  it('keeps paths inside the account area, with their query', () => {
    expect(safeReturnPath('/orders/4711?tab=items')).toBe('/orders/4711?tab=items');
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/\torders', '', null])(
    'sends %j to the root',
    (value) => {
      expect(safeReturnPath(value)).toBe('/');
    },
  );
});
