import type { CountryCode } from './locale';

/** Each shop's calendar day is its own time zone's (DECISIONS.md, Orders). */
export const shopTimeZone: Record<CountryCode, string> = {
  DE: 'Europe/Berlin',
  AT: 'Europe/Vienna',
  CH: 'Europe/Zurich',
};

/**
 * Building an Intl.DateTimeFormat costs far more than formatting with it (ICU loads the zone's
 * rules each time), and an order history formats dozens of dates per request: one formatter per
 * time zone, built on first use and kept (there are three shops' zones).
 */
function cachedPerZone(
  options: Intl.DateTimeFormatOptions,
  locale: string,
): (timeZone: string) => Intl.DateTimeFormat {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let format = formats.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      formats.set(timeZone, format);
    }
    return format;
  };
}

const dayFormat = cachedPerZone({ year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA');
const wallClockFormat = cachedPerZone(
  {
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  },
  'en-US',
);

const MINUTE_MS = 60_000;
/** Enough for the distinct minutes of a few busy requests; cleared, not evicted, when full. */
const REMEMBERED_MINUTES = 2_000;

/**
 * A zone's reading of an instant, remembered per zone and minute: zones change their offset, and
 * so days begin, only on whole minutes (true of every zone since 1972), so every instant of a
 * minute reads the same. An order history asks for "today" and the next midnight once per order,
 * and formatting to parts cost a fiftieth of an order detail's CPU (issue 38's profile).
 */
function perZoneAndMinute<T>(read: (at: Date, timeZone: string) => T) {
  const remembered = new Map<string, T>();
  return (at: Date, timeZone: string): T => {
    const key = `${timeZone} ${Math.floor(at.getTime() / MINUTE_MS)}`;
    const known = remembered.get(key);
    if (known !== undefined) return known;
    const value = read(at, timeZone);
    if (remembered.size >= REMEMBERED_MINUTES) remembered.clear();
    remembered.set(key, value);
    return value;
  };
}

/** yyyy-mm-dd of an instant in a time zone. */
export const shopDate = perZoneAndMinute((at: Date, timeZone: string): string => {
  const parts = dayFormat(timeZone).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
});

/** Milliseconds the zone's wall clock is ahead of UTC at that instant (+1 h for Berlin in winter). */
const offsetMs = perZoneAndMinute((at: Date, timeZone: string): number => {
  const parts = wallClockFormat(timeZone).formatToParts(at);
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
  return wall - Math.floor(at.getTime() / 1000) * 1000;
});

/** The instant the next calendar day starts in the zone; right on days with a DST switch too. */
export function nextMidnight(at: Date, timeZone: string): Date {
  const [year, month, day] = shopDate(at, timeZone).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const wallMidnight = Date.UTC(year, month - 1, day + 1);
  // The offset at midnight may differ from now's (DST); take the one valid at the guessed instant.
  const guess = wallMidnight - offsetMs(at, timeZone);
  return new Date(wallMidnight - offsetMs(new Date(guess), timeZone));
}

/**
 * The shop-time calendar day `days` after the day of `at`. Periods in law and in the shop's
 * promise count calendar days, so adding 24-hour steps would end a day early or late when a
 * daylight-saving switch falls inside the period and `at` is close to midnight.
 */
export function shopDateAfter(at: Date, days: number, timeZone: string): string {
  const [year, month, day] = shopDate(at, timeZone).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The time zone of the shop a locale belongs to (de-AT → Europe/Vienna). */
export function shopTimeZoneOfLocale(locale: `de-${CountryCode}`): string {
  return shopTimeZone[locale.slice(3) as CountryCode];
}
