// Fixed one-second window counter per connection (joins/s, events/s), with an injectable clock for tests.
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
