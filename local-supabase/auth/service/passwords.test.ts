// Unit: password policy (length, character sets, 72-byte cap) and its GoTrue errors.
import { describe, expect, it } from 'vitest';
import { AuthError } from '../errors.js';
import { assertAcceptablePassword, passwordWeakness, requiredCharSets } from './passwords.js';

const policy = (minimumPasswordLength: number, passwordRequirements = '') => ({ minimumPasswordLength, passwordRequirements });

describe('passwordWeakness', () => {
  it.each([
    ['secret', policy(6), []],
    ['12345', policy(6), ['length']],
    ['abcdef', policy(6, 'letters_digits'), ['characters']],
    ['abc123', policy(6, 'letters_digits'), []],
    ['abc123', policy(6, 'lower_upper_letters_digits'), ['characters']],
    ['aB3', policy(6, 'lower_upper_letters_digits'), ['length']],
    ['aB3', policy(6, 'lower_upper_letters_digits_symbols'), ['length', 'characters']],
    ['aB3!xy', policy(6, 'lower_upper_letters_digits_symbols'), []],
  ])('%s with %o → %o', (pw, p, reasons) => {
    expect(passwordWeakness(pw, p).reasons).toEqual(reasons);
  });

  it('messages follow GoTrue', () => {
    expect(passwordWeakness('123', policy(6)).message).toBe('Password should be at least 6 characters.');
    expect(passwordWeakness('abcdef', policy(6, 'letters_digits')).message).toBe(
      'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
    );
  });

  it('counts characters, not bytes, for the minimum', () => {
    expect(passwordWeakness('ñññññ', policy(5)).reasons).toEqual([]);
  });

  it('unknown requirement strings add nothing', () => {
    expect(requiredCharSets('')).toEqual([]);
    expect(requiredCharSets('whatever')).toEqual([]);
  });
});

describe('assertAcceptablePassword', () => {
  it('over 72 bytes → 400 validation_failed', () => {
    try {
      assertAcceptablePassword('x'.repeat(73), policy(6));
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(AuthError);
      expect((e as AuthError).status).toBe(400);
      expect((e as AuthError).code).toBe('validation_failed');
    }
  });

  it('weak → 422 weak_password with reasons', () => {
    try {
      assertAcceptablePassword('1', policy(6));
      expect.unreachable();
    } catch (e) {
      expect((e as AuthError).status).toBe(422);
      expect((e as AuthError).extra).toEqual({ weak_password: { reasons: ['length'] } });
    }
  });

  it('72 bytes is fine', () => {
    expect(() => assertAcceptablePassword('x'.repeat(72), policy(6))).not.toThrow();
  });
});
