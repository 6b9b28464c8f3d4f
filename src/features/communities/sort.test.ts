// Communities list: search folds accents and matches every word; the four sorts; live / regular split; '+N' topics.
import { describe, expect, it } from 'vitest';
import { filterAndSort, fold, matchesSearch, parseSort, visibleTopics } from './sort';

const base = { description: '', topics: [] as string[], is_live_event: false };
const rows = [
  { ...base, id: 1, name: 'Desarrollo Web', topics: ['React'], members_count: 10, posts_count: 3, created_at: '2025-01-01T00:00:00Z' },
  { ...base, id: 2, name: 'Diseño UX/UI', members_count: 30, posts_count: 1, created_at: '2025-03-01T00:00:00Z' },
  { ...base, id: 3, name: 'Fotografía', description: 'Luz y composición', members_count: 20, posts_count: 9, created_at: '2025-02-01T00:00:00Z' },
  { ...base, id: 4, name: 'Taller en Vivo: React', topics: ['React'], is_live_event: true, members_count: 5, posts_count: 0, created_at: '2025-04-01T00:00:00Z' },
];

describe('communities list', () => {
  it('folds accents and case', () => {
    expect(fold('Diseño Fotografía')).toBe('diseno fotografia');
  });

  it('matches name, description and topics; every word must match', () => {
    expect(matchesSearch(rows[1], 'diseno')).toBe(true);
    expect(matchesSearch(rows[2], 'composicion')).toBe(true);
    expect(matchesSearch(rows[0], 'react web')).toBe(true);
    expect(matchesSearch(rows[0], 'react foto')).toBe(false);
    expect(matchesSearch(rows[0], '   ')).toBe(true);
  });

  it('sorts by id, members, posts and newest', () => {
    const ids = (sort: Parameters<typeof filterAndSort>[2]) => filterAndSort(rows, '', sort).regular.map((c) => c.id);
    expect(ids('all')).toEqual([1, 2, 3]);
    expect(ids('members')).toEqual([2, 3, 1]);
    expect(ids('active')).toEqual([3, 1, 2]);
    expect(ids('newest')).toEqual([2, 3, 1]);
  });

  it('splits live events from regular communities after filtering', () => {
    const { live, regular } = filterAndSort(rows, 'react', 'all');
    expect(live.map((c) => c.id)).toEqual([4]);
    expect(regular.map((c) => c.id)).toEqual([1]);
  });

  it('parses unknown sorts as Todos', () => {
    expect(parseSort('members')).toBe('members');
    expect(parseSort('bogus')).toBe('all');
    expect(parseSort(undefined)).toBe('all');
  });

  it('shows at most three topics plus the rest as +N', () => {
    expect(visibleTopics(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(visibleTopics(['a'])).toEqual({ shown: ['a'], more: 0 });
  });
});
