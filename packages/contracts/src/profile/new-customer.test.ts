import { isNewCustomerAt } from './new-customer';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 26, 12);

describe('isNewCustomerAt', () => {
  it('counts a customer without orders as new', () => {
    expect(isNewCustomerAt(null, now)).toBe(true);
  });
  it('does not count a customer whose last order is 1 year 364 days old', () => {
    expect(isNewCustomerAt(now - 729 * DAY, now)).toBe(false);
  });
  it('counts a customer whose last order is more than two years old', () => {
    expect(isNewCustomerAt(now - 731 * DAY, now)).toBe(true);
  });
});
