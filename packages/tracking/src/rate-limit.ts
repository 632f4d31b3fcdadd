/**
 * At most `limit` sends per minute from this page; a render loop that fails on every pass would
 * otherwise flood the logging service (which limits per address too, more generously).
 */
export function createRateLimit(limit: number, windowMs = 60_000, now = () => Date.now()) {
  let windowStart = 0;
  let count = 0;
  return function allow(): boolean {
    const time = now();
    if (time - windowStart >= windowMs) {
      windowStart = time;
      count = 0;
    }
    if (count >= limit) return false;
    count += 1;
    return true;
  };
}
