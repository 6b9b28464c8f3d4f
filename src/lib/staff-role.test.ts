// Unit: the staff role read from an access token's claims.
import { describe, expect, it } from 'vitest';
import { staffRole } from './staff-role';

const token = (claims: object) => `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

describe('staffRole', () => {
  it('reads moderator and admin from the user_role claim', () => {
    expect(staffRole({ access_token: token({ sub: 'u', user_role: 'moderator' }) })).toBe('moderator');
    expect(staffRole({ access_token: token({ sub: 'u', user_role: 'admin', name: 'Ñandú ü' }) })).toBe('admin');
  });

  it('is null for members, visitors, other values and unreadable tokens', () => {
    expect(staffRole(null)).toBeNull();
    expect(staffRole({ access_token: token({ sub: 'u' }) })).toBeNull();
    expect(staffRole({ access_token: token({ user_role: 'owner' }) })).toBeNull();
    expect(staffRole({ access_token: 'not-a-jwt' })).toBeNull();
    expect(staffRole({ access_token: 'a.%%%.c' })).toBeNull();
  });
});
