import { placedRangeOf } from './order-filters';

describe('placedRangeOf', () => {
  const now = new Date('2026-11-30T10:00:00Z');

  it('takes a year in the shop calendar: New Year in Berlin is still the old year in UTC', () => {
    expect(placedRangeOf('2025', now, 'Europe/Berlin')).toEqual({
      from: Date.parse('2024-12-31T23:00:00Z'),
      until: Date.parse('2025-12-31T23:00:00Z'),
    });
  });

  it('counts 30 days and six calendar months back from now', () => {
    expect(placedRangeOf('30d', now, 'Europe/Zurich')).toEqual({
      from: Date.parse('2026-10-31T10:00:00Z'),
    });
    expect(placedRangeOf('6m', now, 'Europe/Vienna')).toEqual({
      from: Date.parse('2026-05-30T10:00:00Z'),
    });
  });

  it('leaves the history whole without a period', () => {
    expect(placedRangeOf(undefined, now, 'Europe/Berlin')).toEqual({});
  });
});
