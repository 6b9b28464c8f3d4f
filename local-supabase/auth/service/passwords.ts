// Password policy (pure) and bcrypt hashing/verification done by pgcrypto inside Postgres.
import type { Queryable } from '../../db/adapter.js';
import { E } from '../errors.js';

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const SYMBOLS = "!@#$%^&*()_+-=[]{};'\\:\"|<>?,./`~";

/** config.toml `password_requirements` → character sets of which each must appear at least once. */
export function requiredCharSets(requirements: string): string[] {
  switch (requirements) {
    case 'letters_digits':
      return [LOWER + UPPER, DIGITS];
    case 'lower_upper_letters_digits':
      return [LOWER, UPPER, DIGITS];
    case 'lower_upper_letters_digits_symbols':
      return [LOWER, UPPER, DIGITS, SYMBOLS];
    default:
      return [];
  }
}

export interface PasswordPolicy {
  minimumPasswordLength: number;
  passwordRequirements: string;
}

/** Reasons a password is weak under the policy (empty when it is fine). */
export function passwordWeakness(password: string, policy: PasswordPolicy): { reasons: string[]; message: string } {
  const reasons: string[] = [];
  const messages: string[] = [];
  if ([...password].length < policy.minimumPasswordLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${policy.minimumPasswordLength} characters.`);
  }
  const sets = requiredCharSets(policy.passwordRequirements);
  if (sets.length > 0 && !sets.every((set) => [...password].some((ch) => set.includes(ch)))) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${sets.join(', ')}.`);
  }
  return { reasons, message: messages.join(' ') };
}

/** Throws the GoTrue error for an unacceptable new password. */
export function assertAcceptablePassword(password: string, policy: PasswordPolicy): void {
  if (Buffer.byteLength(password, 'utf8') > 72) throw E.passwordTooLong();
  // Postgres text (where bcrypt runs) cannot hold a NUL byte: refuse it instead of failing to store the user.
  if (password.includes('\0')) throw E.validation('Password cannot contain a NUL character');
  const weak = passwordWeakness(password, policy);
  if (weak.reasons.length > 0) throw E.weakPassword(weak.message, weak.reasons);
}

/** bcrypt cost GoTrue uses. */
export const BCRYPT_COST = 10;

/** SQL expression hashing the bound parameter `$n` with bcrypt. */
export const hashSql = (n: number) => `extensions.crypt($${n}::text, extensions.gen_salt('bf', ${BCRYPT_COST}))`;

/** True when `password` matches the stored hash of the user (false for users without a password). */
export async function verifyPassword(q: Queryable, userId: string, password: string): Promise<boolean> {
  // No stored password can contain a NUL byte (see assertAcceptablePassword).
  if (password.includes('\0')) return false;
  const r = await q.query<{ ok: boolean }>(
    // Only crypt()-shaped hashes are compared: crypt() raises on a malformed salt (e.g. a plain-text seed value).
    `select case when encrypted_password ~ '^\\$(2[abxy]?|1)\\$'
                 then encrypted_password = extensions.crypt($2::text, encrypted_password) else false end as ok
       from auth.users where id = $1`,
    [userId, password],
  );
  return r.rows[0]?.ok === true;
}
