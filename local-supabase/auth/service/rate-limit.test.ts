// Unit: fixed-window rate limiter and GoTrue bucket windows.
import { describe, expect, it } from 'vitest';
import { FixedWindowLimiter, makeLimiters } from './rate-limit.js';

describe('FixedWindowLimiter', () => {
  it('allows `limit` events per window per key, then refuses until the window ends', () => {
    const l = new FixedWindowLimiter(2, 1000);
    expect([l.take('a', 0), l.take('a', 10), l.take('a', 20)]).toEqual([true, true, false]);
    expect(l.take('b', 20)).toBe(true);
    expect(l.take('a', 999)).toBe(false);
    expect(l.take('a', 1000)).toBe(true);
  });

  it('a zero limit refuses everything', () => {
    expect(new FixedWindowLimiter(0, 1000).take('a', 0)).toBe(false);
  });

  it('GoTrue windows: sign-ins and Web3 sign-ins per 5 minutes, mails and text messages per hour', () => {
    const l = makeLimiters({ emailSent: 1, smsSent: 1, signInSignUps: 1, tokenRefresh: 1, tokenVerifications: 1, anonymousUsers: 1, web3: 1 });
    expect(l.signInSignUps.take('ip', 0)).toBe(true);
    expect(l.signInSignUps.take('ip', 299_999)).toBe(false);
    expect(l.signInSignUps.take('ip', 300_000)).toBe(true);
    expect(l.emailSent.take('ip', 0)).toBe(true);
    expect(l.emailSent.take('ip', 3_599_999)).toBe(false);
    expect(l.emailSent.take('ip', 3_600_000)).toBe(true);
    expect(l.smsSent.take('ip', 0)).toBe(true);
    expect(l.smsSent.take('ip', 3_599_999)).toBe(false);
    expect(l.smsSent.retryAfter('ip', 3_000_000)).toBe(600);
    expect(l.smsSent.take('ip', 3_600_000)).toBe(true);
    expect(l.web3.take('ip', 0)).toBe(true);
    expect(l.web3.take('ip', 299_999)).toBe(false);
    expect(l.web3.take('ip', 300_000)).toBe(true);
  });
});
