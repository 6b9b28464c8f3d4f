// The boot loader's early REST reads must be exactly the requests the pages' own queries make, or they are wasted.
import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { BOOT_PREFETCH } from '@/lib/boot-prefetch-table';

// Node 20 has no WebSocket; supabase-js's realtime client needs one to be constructed. Set before the app modules load.
vi.stubGlobal('WebSocket', WebSocket);
const realFetch = globalThis.fetch;
const { SUPABASE_PUBLISHABLE_KEY, SUPABASE_URL } = await import('@/lib/supabase');
const { postQuery, postsByCommunityQuery } = await import('@/features/posts');
const { commentsQuery } = await import('@/features/comments');
const { communityQuery } = await import('@/features/communities');
const { courseQuery, coursesQuery, lessonsQuery } = await import('@/features/courses');
const { reelsFeedQuery } = await import('@/features/reels/api/reels-feed-query');

/** One page per table entry: its URL and the reads its route loader and components start for a visitor. */
const PAGES: { path: string; reads: () => unknown[] }[] = [
  { path: '/post/7', reads: () => [postQuery(7), commentsQuery(7)] },
  { path: '/communities/7', reads: () => [communityQuery(7), postsByCommunityQuery(7)] },
  { path: '/courses', reads: () => [coursesQuery()] },
  { path: '/courses/7', reads: () => [courseQuery(7), lessonsQuery(7)] },
  { path: '/reels', reads: () => [reelsFeedQuery(null)] },
];

async function requestsOf(queries: unknown[]): Promise<{ url: string; method: string; authorization: string | null }[]> {
  const seen: { url: string; method: string; authorization: string | null }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push({ url: String(input), method: init?.method ?? 'GET', authorization: new Headers(init?.headers).get('Authorization') });
    return new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  for (const q of queries as { queryFn: (ctx: never) => Promise<unknown> }[]) await q.queryFn({} as never);
  return seen;
}

describe('boot prefetch table', () => {
  afterEach(() => vi.stubGlobal('fetch', realFetch));

  it('has one checked page per entry', () => {
    for (const entry of BOOT_PREFETCH) expect(PAGES.filter((p) => new RegExp(entry.pattern).test(p.path)), entry.pattern).toHaveLength(1);
  });

  for (const page of PAGES) {
    it(`${page.path}: the early reads equal the page's anonymous GETs`, async () => {
      const entry = BOOT_PREFETCH.find((e) => new RegExp(e.pattern).test(page.path))!;
      const id = new RegExp(entry.pattern).exec(page.path)![1] ?? '';
      const requests = await requestsOf(page.reads());
      expect(requests.every((r) => r.method === 'GET' && r.authorization === `Bearer ${SUPABASE_PUBLISHABLE_KEY}`)).toBe(true);
      expect(requests.map((r) => r.url)).toEqual(entry.paths.map((p) => SUPABASE_URL + p.replace(/\$1/g, id)));
      // The image column must come back in the first read's rows: selected by name or by '*'.
      if (entry.image) expect(entry.paths[0]).toMatch(new RegExp(`select=(\\*|[^&]*%2C${entry.image}%2C|${entry.image}%2C)`));
    });
  }
});
