import { nextMidnight, shopDate } from './shop-time';

afterEach(() => jest.restoreAllMocks());

// An order history page formats dozens of dates; building a formatter per call made it the
// slowest read of the API (docs/performance.md, "API reads").
it('builds one date formatter per time zone, however many dates it formats', () => {
  const built = jest.spyOn(Intl, 'DateTimeFormat');
  const days = Array.from({ length: 50 }, (_, day) => new Date(Date.UTC(2031, 0, 1 + day, 12)));
  for (const timeZone of ['Asia/Tokyo', 'America/Lima']) {
    for (const day of days) {
      shopDate(day, timeZone);
      nextMidnight(day, timeZone);
    }
  }
  // shopDate's day format and nextMidnight's wall clock, once each per zone.
  expect(built).toHaveBeenCalledTimes(4);
});

it('keeps the formats of different time zones apart', () => {
  const instant = new Date('2026-06-15T22:30:00Z');
  expect(shopDate(instant, 'Europe/Berlin')).toBe('2026-06-16');
  expect(shopDate(instant, 'America/Lima')).toBe('2026-06-15');
  expect(shopDate(instant, 'Europe/Berlin')).toBe('2026-06-16');
});

it('changes the day exactly at the zone’s midnight, also after formatting the minute before', () => {
  expect(shopDate(new Date('2026-06-15T21:59:59.999Z'), 'Europe/Berlin')).toBe('2026-06-15');
  expect(shopDate(new Date('2026-06-15T21:59:00.000Z'), 'Europe/Berlin')).toBe('2026-06-15');
  expect(shopDate(new Date('2026-06-15T22:00:00.000Z'), 'Europe/Berlin')).toBe('2026-06-16');
  expect(shopDate(new Date('2026-12-31T23:00:00.000Z'), 'Europe/Zurich')).toBe('2027-01-01');
  expect(shopDate(new Date('2026-12-31T22:59:30.000Z'), 'Europe/Zurich')).toBe('2026-12-31');
});
