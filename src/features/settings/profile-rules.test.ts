// Unit tests: the settings form rules and the update payloads.
import { describe, expect, it } from 'vitest';
import { checkProfile, toUpdates } from './profile-rules';

const ok = { name: 'Ana', avatarUrl: '', bio: '', supportUrl: '' };

describe('checkProfile', () => {
  it('accepts a plain name and blank optional fields', () => {
    expect(checkProfile(ok)).toBeNull();
    expect(checkProfile({ ...ok, avatarUrl: '/media/avatars/ana.svg', supportUrl: 'https://patreon.com/ana' })).toBeNull();
  });

  it('refuses a blank or too long name', () => {
    expect(checkProfile({ ...ok, name: '   ' })?.title).toBe('Nombre requerido');
    expect(checkProfile({ ...ok, name: 'x'.repeat(101) })?.title).toBe('Nombre demasiado largo');
  });

  it('refuses a bio over 300 characters and non-http links', () => {
    expect(checkProfile({ ...ok, bio: 'x'.repeat(301) })?.title).toBe('Biografía demasiado larga');
    expect(checkProfile({ ...ok, supportUrl: 'patreon.com/ana' })?.title).toBe('Enlace de apoyo no válido');
    expect(checkProfile({ ...ok, avatarUrl: 'javascript:alert(1)' })?.title).toBe('Avatar no válido');
    expect(checkProfile({ ...ok, avatarUrl: '//evil.example/a.png' })?.title).toBe('Avatar no válido');
  });
});

describe('toUpdates', () => {
  it('trims and turns a blank support link into null', () => {
    expect(toUpdates({ name: ' Ana ', avatarUrl: ' ', bio: ' hola ', supportUrl: '  ' })).toEqual({
      metadata: { full_name: 'Ana', avatar_url: '', bio: 'hola' },
      supportUrl: null,
    });
  });
});
