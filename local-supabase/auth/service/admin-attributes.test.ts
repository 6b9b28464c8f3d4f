// Unit: admin attribute parsing, Go ban durations, metadata merge, User JSON.
import { describe, expect, it } from 'vitest';
import { AuthError } from '../errors.js';
import { parseAdminAttributes, parseBanDuration } from './admin-attributes.js';
import { mergeMetadata, userJson } from './users.js';

describe('parseBanDuration', () => {
  it.each([
    ['24h', 86_400_000],
    ['1h30m', 5_400_000],
    ['90s', 90_000],
    ['1.5h', 5_400_000],
    ['250ms', 250],
    ['none', null],
  ])('%s → %s', (v, ms) => {
    expect(parseBanDuration(v)).toBe(ms);
  });

  it.each(['', '24', 'forever', '1d', '5h garbage'])('%s is rejected', (v) => {
    expect(() => parseBanDuration(v)).toThrow(AuthError);
  });
});

describe('parseAdminAttributes', () => {
  it('normalizes email and phone, computes banned_until', () => {
    const a = parseAdminAttributes({ email: ' Ana@Example.COM ', phone: '+34600', ban_duration: '1h', email_confirm: true }, 0);
    expect(a).toMatchObject({ email: 'ana@example.com', phone: '34600', emailConfirm: true, bannedUntil: new Date(3_600_000).toISOString() });
    expect(parseAdminAttributes({ ban_duration: 'none' }).bannedUntil).toBeNull();
  });

  it('checks the phone as GoTrue does (E.164 once the + and spaces are gone)', () => {
    expect(parseAdminAttributes({ phone: '+34 600 111 222' }).phone).toBe('34600111222');
    for (const phone of ['abc', '+0123456', '12345678901234567', '+34-600']) {
      expect(() => parseAdminAttributes({ phone })).toThrow(
        expect.objectContaining({ status: 400, code: 'validation_failed', message: 'Invalid phone number format (E.164 required)' }),
      );
    }
  });

  it('rejects a non-uuid id and non-object metadata', () => {
    expect(() => parseAdminAttributes({ id: 'nope' })).toThrow(AuthError);
    expect(() => parseAdminAttributes({ user_metadata: [1] })).toThrow(AuthError);
  });
});

describe('mergeMetadata', () => {
  it('adds, replaces, and deletes keys set to null', () => {
    expect(mergeMetadata({ a: 1, b: 2 }, { b: null, c: 3, a: 4 })).toEqual({ a: 4, c: 3 });
    expect(mergeMetadata(null, { a: 1 })).toEqual({ a: 1 });
  });
});

describe('userJson', () => {
  it('omits empty optional fields, always has email, phone, identities, is_anonymous', () => {
    const j = userJson({
      row: { id: 'u', aud: 'authenticated', role: 'authenticated', email: 'a@b.c', phone: null, email_change: '', confirmation_sent_at: null,
        raw_app_meta_data: null, raw_user_meta_data: { x: 1 }, created_at: 'c', updated_at: 'u', is_anonymous: false, email_confirmed_at: 't' },
      identities: [{ id: 'i', provider_id: 'u', user_id: 'u', identity_data: { sub: 'u' }, provider: 'email', email: 'a@b.c', created_at: 'c', updated_at: 'u', last_sign_in_at: 'l' }],
    });
    expect(j).toEqual({
      id: 'u', aud: 'authenticated', role: 'authenticated', email: 'a@b.c', email_confirmed_at: 't', phone: '',
      app_metadata: {}, user_metadata: { x: 1 },
      identities: [{ identity_id: 'i', id: 'u', user_id: 'u', identity_data: { sub: 'u' }, provider: 'email', last_sign_in_at: 'l', created_at: 'c', updated_at: 'u', email: 'a@b.c' }],
      created_at: 'c', updated_at: 'u', is_anonymous: false,
    });
    expect(Object.keys(j)).not.toContain('new_email');
  });
});
