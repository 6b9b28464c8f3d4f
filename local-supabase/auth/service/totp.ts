// RFC 6238 TOTP (HMAC-SHA1, 6 digits, 30 s steps) with RFC 4648 base32 secrets, and the otpauth:// URI apps scan.
import { createHmac, randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const TOTP_PERIOD = 30;
export const TOTP_DIGITS = 6;

export function base32Encode(buf: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of buf) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/=+$/, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const idx = ALPHABET.indexOf(ch);
    if (idx < 0) throw new Error('invalid base32 character');
    value = (value << 5) | idx;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret: 20 random bytes, 32 base32 characters. */
export const newTotpSecret = () => base32Encode(randomBytes(20));

/** RFC 4226 HOTP value for a counter. */
export function hotp(secret: string, counter: number, digits = TOTP_DIGITS): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', base32Decode(secret)).update(msg).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const bin = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(bin).padStart(digits, '0');
}

/** The code for a moment (milliseconds). */
export const totpAt = (secret: string, ms = Date.now()) => hotp(secret, Math.floor(ms / 1000 / TOTP_PERIOD));

/** True when `code` is the code of the current step or one step either side (clock skew of ±30 s). */
export function validateTotp(secret: string, code: string, ms = Date.now()): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  const step = Math.floor(ms / 1000 / TOTP_PERIOD);
  return [step - 1, step, step + 1].some((s) => hotp(secret, s) === code);
}

/** otpauth://totp/<issuer>:<account>?algorithm=SHA1&digits=6&issuer=…&period=30&secret=… (keys sorted). */
export function totpUri(issuer: string, account: string, secret: string): string {
  const label = encodeURI(`${issuer}:${account}`).replace(/[?#]/g, encodeURIComponent);
  const q = new URLSearchParams({ algorithm: 'SHA1', digits: String(TOTP_DIGITS), issuer, period: String(TOTP_PERIOD), secret });
  return `otpauth://totp/${label}?${q.toString().replace(/\+/g, '%20')}`;
}
