import { nextMidnight, shopTimeZone } from '@account/contracts';

const HOUR_MS = 3_600_000;

/**
 * Runs the suite's clock from noon of today in the shops' zone (Berlin, Vienna and Zurich keep the
 * same time), 12 hours before the coming midnight there. The demo data is dated in shop days from
 * the moment it is seeded: a suite that seeds before midnight and asserts after it finds today's
 * order placed yesterday, as CI did at midnight in Berlin on 3 December 2026. Only `Date` is
 * replaced, and it ticks on a millisecond at a time with real time; timers, `performance` and
 * `process.hrtime` stay real. Call it in the suite's describe before the hook that starts the API,
 * so the seed reads the same clock.
 */
export function runsAtShopNoon(): void {
  beforeAll(() => {
    jest.useFakeTimers({
      now: nextMidnight(new Date(), shopTimeZone.DE).getTime() - 12 * HOUR_MS,
      advanceTimers: 1,
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
  });
  afterAll(() => {
    jest.useRealTimers();
  });
}
