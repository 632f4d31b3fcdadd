import { localeFromHost } from './locale';
import { formatAmount, formatDate } from './format';

const shops = {
  'de.localhost': 'de-DE',
  'at.localhost': 'de-AT',
  'ch.localhost': 'de-CH',
} as const;

describe('locale and formats', () => {
  it('picks the shop by host and treats unknown hosts as the German shop', () => {
    expect(localeFromHost('at.localhost', shops)).toBe('de-AT');
    expect(localeFromHost('ch.localhost', shops)).toBe('de-CH');
    expect(localeFromHost('localhost', shops)).toBe('de-DE');
  });

  it('formats amounts per shop and currency', () => {
    expect(formatAmount(1234.5, 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
    expect(formatAmount(1234.5, 'CHF', 'de-CH')).toMatch(/^CHF\s1.234.50$/);
  });

  it('shows dates as dd.mm.yyyy', () => {
    expect(formatDate('1985-03-07', 'de-DE')).toBe('07.03.1985');
  });
});
