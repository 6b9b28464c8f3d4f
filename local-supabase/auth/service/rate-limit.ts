// Fixed-window request counters per key (pure, clock passed in), one per GoTrue rate-limit bucket.
import type { AuthConfig } from '../../config.js';

export class FixedWindowLimiter {
  private windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one event for `key`; false when it would exceed the limit in the current window. */
  take(key: string, now = Date.now()): boolean {
    let w = this.windows.get(key);
    if (!w || now - w.start >= this.windowMs) {
      w = { start: now, count: 0 };
      this.windows.set(key, w);
      if (this.windows.size > 10_000) this.prune(now);
    }
    if (w.count >= this.limit) return false;
    w.count++;
    return true;
  }

  /** True when `key` has used its whole window (nothing counted). */
  full(key: string, now = Date.now()): boolean {
    const w = this.windows.get(key);
    return !!w && now - w.start < this.windowMs && w.count >= this.limit;
  }

  /** Whole seconds until `key`'s window opens again (at least 1). */
  retryAfter(key: string, now = Date.now()): number {
    const w = this.windows.get(key);
    return w ? Math.max(1, Math.ceil((w.start + this.windowMs - now) / 1000)) : 1;
  }

  private prune(now: number): void {
    for (const [k, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(k);
  }
}


const FIVE_MINUTES = 5 * 60_000;
const HOUR = 60 * 60_000;

export interface Limiters {
  signInSignUps: FixedWindowLimiter;
  tokenRefresh: FixedWindowLimiter;
  tokenVerifications: FixedWindowLimiter;
  emailSent: FixedWindowLimiter;
  smsSent: FixedWindowLimiter;
  anonymousUsers: FixedWindowLimiter;
  web3: FixedWindowLimiter;
  /** MFA challenge and verify requests: GoTrue's fixed 15 per minute per IP. */
  mfaChallengeVerify: FixedWindowLimiter;
  /** POST /passkeys/authentication/options. */
  passkey: FixedWindowLimiter;
  /** Not GoTrue: failed password sign-ins per account (e-mail or phone) per 5 minutes, beside the per-IP bucket. */
  signInFailures: FixedWindowLimiter;
  /** Not GoTrue: failed MFA codes per factor per 5 minutes before the factor refuses every code until the window ends. */
  mfaFailures: FixedWindowLimiter;
  /** Not GoTrue: the last accepted TOTP time step per factor, so one code verifies once (RFC 6238 §5.2). */
  totpSteps: Map<string, number>;
}

/**
 * GoTrue's buckets: sign_in_sign_ups (/signup, /otp, /magiclink, /recover, /resend, PUT /user), token_refresh (every
 * /token grant but web3, password sign-ins included), web3 (/token?grant_type=web3), token_verifications (/verify) per
 * 5 minutes; mails, text messages and anonymous users per hour.
 */
export function makeLimiters(c: AuthConfig['rateLimit']): Limiters {
  return {
    signInSignUps: new FixedWindowLimiter(c.signInSignUps, FIVE_MINUTES),
    tokenRefresh: new FixedWindowLimiter(c.tokenRefresh, FIVE_MINUTES),
    tokenVerifications: new FixedWindowLimiter(c.tokenVerifications, FIVE_MINUTES),
    emailSent: new FixedWindowLimiter(c.emailSent, HOUR),
    smsSent: new FixedWindowLimiter(c.smsSent, HOUR),
    anonymousUsers: new FixedWindowLimiter(c.anonymousUsers, HOUR),
    web3: new FixedWindowLimiter(c.web3, FIVE_MINUTES),
    mfaChallengeVerify: new FixedWindowLimiter(c.mfaChallengeVerify ?? 15, 60_000),
    passkey: new FixedWindowLimiter(c.passkey ?? 30, FIVE_MINUTES),
    signInFailures: new FixedWindowLimiter(c.signInFailuresPerAccount ?? 30, FIVE_MINUTES),
    mfaFailures: new FixedWindowLimiter(c.mfaFailuresPerFactor ?? 10, FIVE_MINUTES),
    totpSteps: new Map(),
  };
}
