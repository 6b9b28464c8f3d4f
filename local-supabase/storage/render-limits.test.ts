// Render limits: the cache never holds more than its bytes (oldest out first), the queue never runs more than n.
import { describe, expect, it } from 'vitest';
import { concurrencyLimit, RenderCache } from './render-limits.js';

const img = (n: number) => ({ bytes: Buffer.alloc(n), type: 'image/png' });

describe('RenderCache', () => {
  it('evicts the oldest results once the byte cap is passed and skips results too big to keep', () => {
    const c = new RenderCache(100);
    c.set('a', img(20));
    c.set('b', img(20));
    c.set('c', img(20));
    c.set('d', img(20));
    c.set('e', img(25));
    expect(c.bytes).toBeLessThanOrEqual(100);
    expect(c.get('a')).toBeUndefined();
    expect(c.get('e')).toBeDefined();
    c.set('huge', img(26));
    expect(c.get('huge')).toBeUndefined();
  });
});

describe('concurrencyLimit', () => {
  it('never runs more than n tasks at once and runs them all', async () => {
    const limit = concurrencyLimit(2);
    let now = 0;
    let peak = 0;
    const task = async (i: number) => {
      now++;
      peak = Math.max(peak, now);
      await new Promise((r) => setTimeout(r, 5));
      now--;
      if (i === 3) throw new Error('boom');
      return i;
    };
    const out = await Promise.allSettled([0, 1, 2, 3, 4, 5].map((i) => limit(() => task(i))));
    expect(peak).toBe(2);
    expect(out.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
  });
});
