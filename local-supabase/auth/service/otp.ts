// One-time tokens (pure): OTP codes, their hashes (sha224 of identifier + code, like GoTrue) and the user column per type.
import { createHash, randomInt } from 'node:crypto';
import type { TokenColumn } from './users.js';

export function generateOtp(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += String(randomInt(10));
  return out;
}

export function tokenHash(identifier: string, otp: string): string {
  return createHash('sha224').update(identifier + otp).digest('hex');
}

export const VERIFY_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change', 'email'] as const;
export type VerifyType = (typeof VERIFY_TYPES)[number];

export function isVerifyType(v: unknown): v is VerifyType {
  return typeof v === 'string' && (VERIFY_TYPES as readonly string[]).includes(v);
}

/** The columns that may hold the token of a verification type, and the column holding when it was sent. */
export function tokenColumnsFor(type: VerifyType): { column: TokenColumn; sentAt: string }[] {
  switch (type) {
    case 'signup':
      return [{ column: 'confirmation_token', sentAt: 'confirmation_sent_at' }];
    case 'invite':
      return [{ column: 'confirmation_token', sentAt: 'invited_at' }];
    case 'magiclink':
      // /otp sends an unconfirmed user a signup token, so a magic-link code may live in confirmation_token.
      return [
        { column: 'recovery_token', sentAt: 'recovery_sent_at' },
        { column: 'confirmation_token', sentAt: 'confirmation_sent_at' },
      ];
    case 'recovery':
      return [{ column: 'recovery_token', sentAt: 'recovery_sent_at' }];
    case 'email_change':
      return [
        { column: 'email_change_token_new', sentAt: 'email_change_sent_at' },
        { column: 'email_change_token_current', sentAt: 'email_change_sent_at' },
      ];
    case 'email':
      return [
        { column: 'confirmation_token', sentAt: 'confirmation_sent_at' },
        { column: 'recovery_token', sentAt: 'recovery_sent_at' },
      ];
  }
}

/** Whether a token sent at `sentAt` (RFC 3339) is still valid. */
export function tokenFresh(sentAt: string | null | undefined, expirySeconds: number, now = Date.now()): boolean {
  if (!sentAt) return false;
  return Date.parse(sentAt) + expirySeconds * 1000 > now;
}
