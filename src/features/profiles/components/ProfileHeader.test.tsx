// @vitest-environment happy-dom
// ProfileHeader: each counter's word agrees with its number, and the creator badge with the member's chosen form.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@/lib/test-utils/render';
import type { ProfileRow } from '../api/profile-query';
import { ProfileHeader } from './ProfileHeader';

afterEach(cleanup);

const base = {
  id: 'a0000000-0000-4000-8000-000000000001',
  name: 'Ana García',
  avatar_url: null,
  bio: null,
  role: 'creator',
  is_verified: false,
  badge_form: 'femenino',
  followers_count: 1,
  following_count: 1,
  posts_count: 1,
  recognitions_count: 1,
} as unknown as ProfileRow;

const text = (profile: ProfileRow) => render(<ProfileHeader profile={profile} headingId="h" />).container.textContent ?? '';

describe('ProfileHeader', () => {
  it('says 1 Seguidor, 1 Publicación, 1 Reconocimiento, and the plural for other counts', () => {
    const one = text(base);
    expect(one).toContain('1Seguidor');
    expect(one).not.toContain('Seguidores');
    expect(one).toContain('1Publicación');
    expect(one).toContain('1Reconocimiento');
    cleanup();
    const many = text({ ...base, followers_count: 2, posts_count: 0, recognitions_count: 5 } as ProfileRow);
    expect(many).toContain('2Seguidores');
    expect(many).toContain('0Publicaciones');
    expect(many).toContain('5Reconocimientos');
  });

  it('names a creator in the form she chose', () => {
    expect(text(base)).toContain('Creadora');
    cleanup();
    expect(text({ ...base, badge_form: 'neutro' } as ProfileRow)).toContain('Persona creadora');
  });
});
