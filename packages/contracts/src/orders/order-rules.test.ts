import { cancellationWindow, returnWindow, withdrawalWindow } from './order-rules';
import { nextMidnight, shopDate } from '../shared/shop-time';

const at = (iso: string) => new Date(iso);

describe('cancellationWindow', () => {
  it('is open on the order day in Berlin, with the minutes left until midnight there', () => {
    // 21:30 UTC in summer is 23:30 in Berlin: 30 minutes left.
    expect(
      cancellationWindow(at('2026-07-01T06:00:00Z'), at('2026-07-01T21:30:00Z'), 'Europe/Berlin', [
        'processing',
      ]),
    ).toEqual({
      possible: true,
      minutesLeft: 30,
    });
  });

  it('closes at midnight in the shop time zone, not at UTC midnight', () => {
    // 22:30 UTC is already the next day in Berlin and Zurich.
    expect(
      cancellationWindow(at('2026-07-01T06:00:00Z'), at('2026-07-01T22:30:00Z'), 'Europe/Zurich', [
        'received',
      ]).possible,
    ).toBe(false);
  });

  it('counts an order placed at 00:30 Berlin time (22:30 UTC the day before) as that Berlin day', () => {
    const placed = at('2026-06-30T22:30:00Z');
    expect(
      cancellationWindow(placed, at('2026-07-01T10:00:00Z'), 'Europe/Berlin', ['confirmed']),
    ).toEqual({ possible: true, minutesLeft: 720 });
  });

  it('is closed once anything is dispatched', () => {
    expect(
      cancellationWindow(at('2026-07-01T06:00:00Z'), at('2026-07-01T07:00:00Z'), 'Europe/Berlin', [
        'processing',
        'dispatched',
      ]).possible,
    ).toBe(false);
  });

  it('ignores items already cancelled but is closed when all are', () => {
    const placed = at('2026-07-01T06:00:00Z');
    const now = at('2026-07-01T07:00:00Z');
    expect(
      cancellationWindow(placed, now, 'Europe/Berlin', ['cancelled', 'processing']).possible,
    ).toBe(true);
    expect(
      cancellationWindow(placed, now, 'Europe/Berlin', ['cancelled', 'cancelled']).possible,
    ).toBe(false);
  });

  it('gets the minutes right on the day clocks go back (25 hours)', () => {
    // 25 Oct 2026, Vienna: 00:30 local is 22:30 UTC the day before; 23.5 local hours remain, 24.5 real ones.
    expect(
      cancellationWindow(at('2026-10-24T22:30:00Z'), at('2026-10-24T22:30:00Z'), 'Europe/Vienna', [
        'received',
      ]).minutesLeft,
    ).toBe(24 * 60 + 30);
  });
});

describe('shop time', () => {
  it('finds midnight across the spring DST switch', () => {
    expect(nextMidnight(at('2026-03-29T05:00:00Z'), 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T22:00:00.000Z',
    );
    expect(nextMidnight(at('2026-03-28T12:00:00Z'), 'Europe/Berlin').toISOString()).toBe(
      '2026-03-28T23:00:00.000Z',
    );
  });

  it('dates an instant in the shop zone', () => {
    expect(shopDate(at('2026-12-31T23:30:00Z'), 'Europe/Zurich')).toBe('2027-01-01');
  });
});

describe('withdrawalWindow', () => {
  const base = { countryCode: 'DE' as const, withdrawnAt: null, items: ['delivered' as const] };

  it('lasts 14 days after delivery, inclusive', () => {
    const order = { ...base, deliveredAt: at('2026-07-01T10:00:00Z') };
    expect(withdrawalWindow(order, at('2026-07-15T20:00:00Z'), 'Europe/Berlin')).toEqual({
      possible: true,
      until: '2026-07-15',
    });
    expect(withdrawalWindow(order, at('2026-07-16T08:00:00Z'), 'Europe/Berlin').possible).toBe(
      false,
    );
  });

  it('counts calendar days when a daylight-saving switch falls inside the period', () => {
    // Delivered 00:30 Berlin time in summer time; clocks go back on 25 October.
    const autumn = { ...base, deliveredAt: at('2026-10-19T22:30:00Z') };
    expect(withdrawalWindow(autumn, at('2026-11-03T12:00:00Z'), 'Europe/Berlin')).toEqual({
      possible: true,
      until: '2026-11-03',
    });
    // Delivered 23:30 Berlin time in winter time; clocks go forward on 29 March.
    const spring = { ...base, deliveredAt: at('2026-03-20T22:30:00Z') };
    expect(withdrawalWindow(spring, at('2026-04-04T08:00:00Z'), 'Europe/Berlin')).toEqual({
      possible: false,
      until: '2026-04-03',
    });
  });

  it('is possible before delivery and not for the Swiss shop, a withdrawn or a returned order', () => {
    const now = at('2026-07-01T10:00:00Z');
    expect(
      withdrawalWindow({ ...base, deliveredAt: null, items: ['processing'] }, now, 'Europe/Berlin'),
    ).toEqual({ possible: true, until: null });
    expect(
      withdrawalWindow({ ...base, countryCode: 'CH', deliveredAt: null }, now, 'Europe/Zurich')
        .possible,
    ).toBe(false);
    expect(
      withdrawalWindow({ ...base, deliveredAt: null, withdrawnAt: now }, now, 'Europe/Berlin')
        .possible,
    ).toBe(false);
    expect(
      withdrawalWindow({ ...base, deliveredAt: null, items: ['returned'] }, now, 'Europe/Berlin')
        .possible,
    ).toBe(false);
  });
});

describe('returnWindow', () => {
  const delivered = {
    deliveredAt: new Date('2026-06-01T10:00:00Z'),
    items: ['delivered', 'returned'] as const,
  };
  it('allows returns up to the end of the 30th day after delivery in shop time, and not a minute later', () => {
    expect(returnWindow(delivered, new Date('2026-07-01T21:59:00Z'), 'Europe/Berlin')).toEqual({
      possible: true,
      until: '2026-07-01',
    });
    expect(returnWindow(delivered, new Date('2026-07-01T22:00:00Z'), 'Europe/Berlin')).toEqual({
      possible: false,
      until: '2026-07-01',
    });
  });
  it('ends on the 30th calendar day after delivery across the autumn clock change', () => {
    const nearMidnight = {
      deliveredAt: new Date('2026-10-19T22:30:00Z'),
      items: ['delivered'] as const,
    };
    expect(returnWindow(nearMidnight, new Date('2026-11-19T20:00:00Z'), 'Europe/Berlin')).toEqual({
      possible: true,
      until: '2026-11-19',
    });
  });
  it('has no period before delivery and none once nothing delivered is left', () => {
    expect(
      returnWindow(
        { deliveredAt: null, items: ['dispatched'] },
        new Date('2026-06-02T10:00:00Z'),
        'Europe/Berlin',
      ),
    ).toEqual({ possible: false, until: null });
    expect(
      returnWindow(
        { ...delivered, items: ['returned'] },
        new Date('2026-06-02T10:00:00Z'),
        'Europe/Berlin',
      ).possible,
    ).toBe(false);
  });
});
