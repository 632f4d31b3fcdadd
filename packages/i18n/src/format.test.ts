import {
  formatAmount,
  formatDate,
  formatDeliveryDay,
  formatDuration,
  formatNumber,
  formatTime,
} from './format';

it('formats amounts with Intl in the customer currency per shop', () => {
  // Intl separates the currency with a no-break space.
  expect(formatAmount(1234.5, 'EUR', 'de-DE').replace(/\s/g, ' ')).toBe('1.234,50 €');
  expect(formatAmount(1234.5, 'EUR', 'de-AT').replace(/\s/g, ' ')).toBe('€ 1.234,50');
  // The Swiss group separator is ' or ’ depending on the ICU version.
  expect(formatAmount(1234.5, 'CHF', 'de-CH').replace(/\s/g, ' ')).toMatch(/^CHF 1['’]234\.50$/);
});

it('formats dates as dd.mm.yyyy and times in the shop time zone', () => {
  expect(formatDate('2026-07-01', 'de-CH')).toBe('01.07.2026');
  expect(formatDate('2026-06-30T22:30:00Z', 'de-DE', 'Europe/Berlin')).toBe('01.07.2026');
  expect(formatTime('2026-06-30T22:30:00Z', 'de-AT', 'Europe/Vienna')).toBe('00:30');
});

it('says how long is left in hours and minutes, not in minutes alone', () => {
  expect(formatDuration(1092, 'de-DE')).toBe('18 Std. 12 Min.');
  expect(formatDuration(120, 'de-CH')).toBe('2 Std.');
  expect(formatDuration(7, 'de-AT')).toBe('7 Min.');
});

it('groups counts as each shop does, with one formatter per locale however often it is asked', () => {
  expect(formatNumber(12345, 'de-DE')).toBe('12.345');
  expect(formatNumber(12345, 'de-CH')).toMatch(/^12['’]345$/);
  expect(formatNumber(7, 'de-AT')).toBe('7');
  expect(formatAmount(5, 'EUR', 'de-DE')).toBe(formatAmount(5, 'EUR', 'de-DE'));
  expect(formatDate('2026-07-01', 'de-DE')).toBe(formatDate('2026-07-01', 'de-DE', 'UTC'));
});

it('names a delivery day by weekday, day and month, on the shop calendar', () => {
  expect(formatDeliveryDay('2026-12-03T10:00:00Z', 'de-DE', 'Europe/Berlin')).toBe('Do., 3.12.');
  // 23:30 UTC on Wednesday is already Thursday in Vienna and Zurich.
  expect(formatDeliveryDay('2026-12-02T23:30:00Z', 'de-AT', 'Europe/Vienna')).toBe('Do., 3.12.');
  expect(formatDeliveryDay('2026-12-02T23:30:00Z', 'de-CH', 'Europe/Zurich')).toBe('Do., 3.12.');
  expect(formatDeliveryDay('2026-12-02T22:30:00Z', 'de-DE', 'UTC')).toBe('Mi., 2.12.');
});
