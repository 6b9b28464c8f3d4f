// Community page: tab and id parsing from the URL.
import { describe, expect, it } from 'vitest';
import { parseCommunityId, parseTab } from './tabs';

describe('community page URL', () => {
  it('defaults to Publicaciones', () => {
    expect(parseTab(undefined)).toBe('posts');
    expect(parseTab('bogus')).toBe('posts');
    expect(parseTab('about')).toBe('about');
  });

  it('accepts only positive integer ids', () => {
    expect(parseCommunityId('12')).toBe(12);
    expect(parseCommunityId('abc')).toBeNaN();
    expect(parseCommunityId('1e3')).toBeNaN();
    expect(parseCommunityId('-1')).toBeNaN();
  });
});
