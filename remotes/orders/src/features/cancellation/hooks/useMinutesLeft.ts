import { useEffect, useState } from 'react';

/** The server's minutes left, counted down while the page stays open, so the action disappears in time. */
export function useMinutesLeft(minutesLeftAtLoad: number): number {
  const [loadedAt] = useState(() => Date.now());
  const [now, setNow] = useState(loadedAt);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, minutesLeftAtLoad - Math.floor((now - loadedAt) / 60_000));
}
