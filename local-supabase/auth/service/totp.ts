// RFC 6238 TOTP (HMAC-SHA1, 6 digits, 30 s steps) through the otpauth library, and the otpauth:// URI apps scan.
import { HOTP, Secret, TOTP } from 'otpauth';

export const TOTP_PERIOD = 30;
export const TOTP_DIGITS = 6;

export const base32Encode = (buf: Buffer): string => Secret.fromHex(buf.toString('hex')).base32;
export const base32Decode = (text: string): Buffer => Buffer.from(Secret.fromBase32(text).bytes);

/** A new secret: 20 random bytes, 32 base32 characters. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totp = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD });

/** RFC 4226 HOTP value for a counter. */
export const hotp = (secret: string, counter: number, digits = TOTP_DIGITS): string =>
  HOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits, counter });

/** The code for a moment (milliseconds). */
export const totpAt = (secret: string, ms = Date.now()): string => totp(secret).generate({ timestamp: ms });

/** The time step whose code `code` is: the current step or one either side (clock skew of ±30 s); null when none. */
export function totpStep(secret: string, code: string, ms = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: ms, window: 1 });
  return delta === null ? null : Math.floor(ms / 1000 / TOTP_PERIOD) + delta;
}

/** True when `code` is the code of the current step or one step either side. */
export const validateTotp = (secret: string, code: string, ms = Date.now()): boolean => totpStep(secret, code, ms) !== null;

/** otpauth://totp/<issuer>:<account>?algorithm=SHA1&digits=6&issuer=…&period=30&secret=… (keys sorted, as GoTrue writes it). */
export function totpUri(issuer: string, account: string, secret: string): string {
  const label = encodeURI(`${issuer}:${account}`).replace(/[?#]/g, encodeURIComponent);
  const q = new URLSearchParams({ algorithm: 'SHA1', digits: String(TOTP_DIGITS), issuer, period: String(TOTP_PERIOD), secret });
  return `otpauth://totp/${label}?${q.toString().replace(/\+/g, '%20')}`;
}
