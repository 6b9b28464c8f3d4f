// Fixed one-second window counters: per connection (joins/s, events/s) and per key (HTTP broadcasts), with an injectable clock for tests.
export class RateLimiter {
  private windowStart = 0;
  private count = 0;

  constructor(
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts n events; false when the window's budget is exceeded. */
  take(n = 1): boolean {
    const t = this.now();
    if (t - this.windowStart >= 1000) {
      this.windowStart = t;
      this.count = 0;
    }
    this.count += n;
    return this.count <= this.perSecond;
  }
}

/** One RateLimiter per key (an API key, a member), forgetting keys idle for a window once the map grows past `sweepAt`. */
export class KeyedRateLimiter {
  private readonly byKey = new Map<string, { limiter: RateLimiter; last: number }>();

  constructor(
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
    private readonly sweepAt = 10_000,
  ) {}

  /** Counts n events for the key; false when its window's budget is exceeded. */
  take(key: string, n = 1): boolean {
    const t = this.now();
    let entry = this.byKey.get(key);
    if (!entry) {
      if (this.byKey.size >= this.sweepAt) this.sweep(t);
      this.byKey.set(key, (entry = { limiter: new RateLimiter(this.perSecond, this.now), last: t }));
    }
    entry.last = t;
    return entry.limiter.take(n);
  }

  private sweep(t: number): void {
    for (const [key, entry] of this.byKey) if (t - entry.last >= 1000) this.byKey.delete(key);
  }
}
