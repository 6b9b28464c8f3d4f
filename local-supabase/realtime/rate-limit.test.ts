// Per-second budget with a fake clock.
import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit.js';

describe('RateLimiter', () => {
  it('allows the budget per one-second window and resets after it', () => {
    let t = 10_000;
    const l = new RateLimiter(3, () => t);
    expect([l.take(), l.take(), l.take(), l.take()]).toEqual([true, true, true, false]);
    t += 999;
    expect(l.take()).toBe(false);
    t += 1;
    expect(l.take()).toBe(true);
    expect(l.take(3)).toBe(false);
  });
});
