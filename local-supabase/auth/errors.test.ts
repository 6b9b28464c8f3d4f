// Unit: GoTrue error shapes (2024-01-01 `code` vs legacy `error_code`) and the catalogue staying 4xx for user errors.
import { describe, expect, it } from 'vitest';
import { E, OAuthError, shapeError, wantsNewErrorShape } from './errors.js';

describe('wantsNewErrorShape', () => {
  it.each([
    ['2024-01-01', true],
    ['2025-06-30', true],
    ['2023-12-31', false],
    ['', false],
    [undefined, false],
    ['banana', false],
    ['2024-1-1', false],
  ])('%s → %s', (header, expected) => {
    expect(wantsNewErrorShape(header)).toBe(expected);
  });
});

describe('shapeError', () => {
  it('new shape: string code + message, version echoed, x-sb-error-code', () => {
    expect(shapeError(E.invalidCredentials(), '2024-01-01')).toEqual({
      status: 400,
      headers: { 'x-sb-error-code': 'invalid_credentials', 'X-Supabase-Api-Version': '2024-01-01' },
      body: { code: 'invalid_credentials', message: 'Invalid login credentials' },
    });
  });

  it('legacy shape: numeric code, error_code, msg; no version header', () => {
    expect(shapeError(E.userAlreadyExists(), undefined)).toEqual({
      status: 422,
      headers: { 'x-sb-error-code': 'user_already_exists' },
      body: { code: 422, error_code: 'user_already_exists', msg: 'User already registered' },
    });
  });

  it('weak_password carries reasons in both shapes', () => {
    const e = E.weakPassword('Password should be at least 6 characters.', ['length']);
    expect(shapeError(e, '2024-01-01').body).toEqual({ code: 'weak_password', message: 'Password should be at least 6 characters.', weak_password: { reasons: ['length'] } });
    expect(shapeError(e, undefined).body).toMatchObject({ error_code: 'weak_password', weak_password: { reasons: ['length'] } });
  });

  it('legacy 5xx bodies get an error_id', () => {
    expect(shapeError(E.databaseErrorSavingUser(), undefined).body).toMatchObject({ code: 500, error_id: expect.any(String) });
  });

  it('OAuth errors keep {error, error_description} whatever the version', () => {
    const e = new OAuthError(400, 'invalid_request', 'refresh_token required');
    for (const v of ['2024-01-01', undefined]) {
      expect(shapeError(e, v)).toEqual({ status: 400, headers: {}, body: { error: 'invalid_request', error_description: 'refresh_token required' } });
    }
  });

  it('user errors in the catalogue are never 5xx', () => {
    const userErrors = [E.badJson('x'), E.invalidEmail(), E.weakPassword('m', ['length']), E.invalidCredentials(), E.emailNotConfirmed(),
      E.refreshTokenAlreadyUsed(), E.noAuthorization(), E.badJwt('x'), E.notAdmin(), E.otpExpired(), E.requestRateLimit(), E.payloadTooLarge(), E.notFound()];
    for (const e of userErrors) expect(e.status).toBeLessThan(500);
  });
});
