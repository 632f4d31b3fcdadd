import type { CountryCode } from './locale';

/** Each shop's calendar day is its own time zone's (DECISIONS.md, Orders). */
export const shopTimeZone: Record<CountryCode, string> = {
  DE: 'Europe/Berlin',
  AT: 'Europe/Vienna',
  CH: 'Europe/Zurich',
};

/** yyyy-mm-dd of an instant in a time zone. */
export function shopDate(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Milliseconds the zone's wall clock is ahead of UTC at that instant (+1 h for Berlin in winter). */
function offsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'), value('second'));
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant the next calendar day starts in the zone; right on days with a DST switch too. */
export function nextMidnight(at: Date, timeZone: string): Date {
  const [year, month, day] = shopDate(at, timeZone).split('-').map(Number) as [number, number, number];
  const wallMidnight = Date.UTC(year, month - 1, day + 1);
  // The offset at midnight may differ from now's (DST); take the one valid at the guessed instant.
  const guess = wallMidnight - offsetMs(at, timeZone);
  return new Date(wallMidnight - offsetMs(new Date(guess), timeZone));
}
