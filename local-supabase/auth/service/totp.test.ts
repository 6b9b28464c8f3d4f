// TOTP against the RFC 6238 SHA-1 vectors (6-digit tails), base32 round trips, skew window and the otpauth URI.
import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, newTotpSecret, totpAt, totpUri, validateTotp } from './totp.js';

const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('totp', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('RFC 6238 vector at T=%i', (t, code) => {
    expect(totpAt(RFC_SECRET, t * 1000)).toBe(code);
  });

  it('RFC 4226 HOTP vector', () => expect(hotp(RFC_SECRET, 1)).toBe('287082'));

  it('base32 round-trips and new secrets are 32 characters', () => {
    const s = newTotpSecret();
    expect(s).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(s))).toBe(s);
  });

  it('accepts one step of skew either side and nothing further', () => {
    const t = 1_700_000_000_000;
    expect(validateTotp(RFC_SECRET, totpAt(RFC_SECRET, t - 30_000), t)).toBe(true);
    expect(validateTotp(RFC_SECRET, totpAt(RFC_SECRET, t + 30_000), t)).toBe(true);
    expect(validateTotp(RFC_SECRET, totpAt(RFC_SECRET, t - 90_000), t)).toBe(false);
    expect(validateTotp(RFC_SECRET, '12345', t)).toBe(false);
    expect(validateTotp(RFC_SECRET, 'abcdef', t)).toBe(false);
  });

  it('builds the otpauth URI authenticator apps read', () => {
    expect(totpUri('127.0.0.1:3000', 'ana@example.com', 'ABC')).toBe(
      'otpauth://totp/127.0.0.1:3000:ana@example.com?algorithm=SHA1&digits=6&issuer=127.0.0.1%3A3000&period=30&secret=ABC',
    );
  });
});
