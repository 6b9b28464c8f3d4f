// Unit tests: search results grouped by kind, in order, best rank first.
import { describe, expect, it } from 'vitest';
import { groupHits } from './group.js';
import type { SearchHit } from './api/search-query.js';

const hit = (kind: string, id: string, rank: number): SearchHit => ({ kind, id, title: `t${id}`, subtitle: null, link: `/x/${id}`, rank });

describe('groupHits', () => {
  it('groups by kind in a fixed order with Spanish labels', () => {
    const groups = groupHits([hit('post', '1', 0.2), hit('community', '2', 0.1), hit('profile', '3', 0.5), hit('post', '4', 0.9)]);
    expect(groups.map((g) => g.label)).toEqual(['Comunidades', 'Publicaciones', 'Perfiles']);
    expect(groups[1].hits.map((h) => h.id)).toEqual(['4', '1']);
  });

  it('puts unknown kinds last', () => {
    const groups = groupHits([hit('mystery', '1', 1), hit('course', '2', 0.1)]);
    expect(groups.map((g) => g.label)).toEqual(['Cursos', 'Otros resultados']);
  });

  it('returns nothing for no hits', () => {
    expect(groupHits([])).toEqual([]);
  });
});
