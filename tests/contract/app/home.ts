// The home and search features' query factories against local-supabase: hero counters, side lists, the one search.
import { describe, expect, it } from 'vitest';
import { useApp } from './support';
import { countersQuery } from '@/features/home/api/counters-query';
import { popularCommunitiesQuery, topCoursesQuery, type SideCommunity, type SideCourse } from '@/features/home/api/side-queries';
import { searchQuery, type SearchHit } from '@/features/search/api/search-query';

const app = useApp();

describe('home', () => {
  it('counts communities, courses and discussions as the database holds them', async () => {
    const [row] = await app.sql<{ communities: number; courses: number; posts: number }>(
      `select (select count(*)::int from public.communities) as communities, (select count(*)::int from public.courses) as courses,
              (select count(*)::int from public.posts where deleted_at is null) as posts`,
    );
    expect(await app.fetch(countersQuery())).toEqual(row);
  });

  it('lists the three biggest regular communities and the three best-rated courses', async () => {
    const communities = await app.fetch<SideCommunity[]>(popularCommunitiesQuery());
    const biggest = await app.sql<{ id: number }>('select id::int from public.communities where not is_live_event order by members_count desc, id limit 3');
    expect(communities.map((c) => c.id)).toEqual(biggest.map((c) => c.id));
    const courses = await app.fetch<SideCourse[]>(topCoursesQuery());
    const best = await app.sql<{ id: number; rating: string }>('select id::int, rating::text from public.courses order by rating desc, id limit 3');
    expect(courses.map((c) => [c.id, c.rating])).toEqual(best.map((c) => [c.id, Number(c.rating)]));
    expect(typeof courses[0].rating).toBe('number');
  });
});

describe('search', () => {
  it('finds content accent-insensitively with links, and nothing for an empty query', async () => {
    const hits = await app.fetch<SearchHit[]>(searchQuery('diseno'));
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.some((h) => h.kind === 'community' && h.title === 'Diseño UX/UI' && h.link === '/communities/2')).toBe(true);
    for (const h of hits) expect(h).toMatchObject({ id: expect.any(String), link: expect.stringMatching(/^\//) });
    expect(await app.fetch<SearchHit[]>(searchQuery('diseno', 2))).toHaveLength(2);
    expect(await app.fetch(searchQuery('   '))).toEqual([]);
    expect(await app.fetch(searchQuery('zzzqqqxxx'))).toEqual([]);
  });
});
