import { createRateLimit } from './rate-limit';

describe('createRateLimit', () => {
  it('allows the limit per window and starts again after it', () => {
    let now = 0;
    const allow = createRateLimit(2, 1000, () => now);
    expect([allow(), allow(), allow()]).toEqual([true, true, false]);
    now = 999;
    expect(allow()).toBe(false);
    now = 1000;
    expect(allow()).toBe(true);
  });
});
