// Per-second budget with a fake clock.
import { describe, expect, it } from 'vitest';
import { KeyedRateLimiter, RateLimiter } from './rate-limit.js';

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

describe('KeyedRateLimiter', () => {
  it('keeps one budget per key and forgets idle keys once the map is full', () => {
    let t = 10_000;
    const l = new KeyedRateLimiter(2, () => t, 2);
    expect([l.take('a'), l.take('a'), l.take('a')]).toEqual([true, true, false]);
    expect(l.take('b', 2)).toBe(true);
    t += 1000;
    expect(l.take('c')).toBe(true);
    expect(l.take('a', 2)).toBe(true);
  });
});
