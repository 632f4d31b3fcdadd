import { isEnteredCustomer } from './wrong-customer';

const max = { email: 'Max.Mustermann@example.de', customerNumber: '10012345' };

describe('wrong-customer check (spec section 4)', () => {
  it('accepts the customer whose e-mail was entered, ignoring case', () => {
    expect(isEnteredCustomer(max, 'max.mustermann@EXAMPLE.de')).toBe(true);
  });

  it('accepts the customer whose customer number was entered, with spaces and leading zeros', () => {
    expect(isEnteredCustomer(max, ' 0010 012 345 ')).toBe(true);
  });

  it('rejects a different customer', () => {
    expect(isEnteredCustomer(max, 'anna.huber@example.at')).toBe(false);
    expect(isEnteredCustomer(max, '20012345')).toBe(false);
  });
});
