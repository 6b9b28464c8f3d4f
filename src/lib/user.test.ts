// Unit tests: display name and avatar fallbacks.
import { describe, expect, it } from 'vitest';
import { avatarUrl, displayName, initialsAvatar } from './user.js';

describe('displayName', () => {
  it("falls back to 'Usuario'", () => {
    expect(displayName(null)).toBe('Usuario');
    expect(displayName({ user_metadata: {} })).toBe('Usuario');
    expect(displayName({ user_metadata: { full_name: '   ' } })).toBe('Usuario');
    expect(displayName({ user_metadata: { full_name: 'Ana Pérez' } })).toBe('Ana Pérez');
  });
});

describe('avatarUrl', () => {
  it('uses the stored avatar when present', () => {
    expect(avatarUrl({ user_metadata: { avatar_url: '/media/a.png' } })).toBe('/media/a.png');
  });

  it('generates an initial image otherwise', () => {
    const url = avatarUrl({ user_metadata: { full_name: 'ana' } });
    expect(url.startsWith('data:image/svg+xml')).toBe(true);
    expect(decodeURIComponent(url)).toContain('>A</text>');
    expect(initialsAvatar('ana')).toBe(url);
  });
});
