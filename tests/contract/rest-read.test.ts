// REST reads through supabase-js: columns, aliases, casts, JSON paths, every filter operator, logic trees, order, paging, counts, media types.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from './support/stack.js';
import { restFetch, startRestStack } from './support/rest.js';

let stack: TestStack;
let db: ReturnType<TestStack['client']>;

beforeAll(async () => {
  ({ stack, db } = await startRestStack({ api: { maxRows: 50 } }));
});
afterAll(() => stack?.stop());

const ids = (data: unknown) => (data as { id: number }[]).map((r) => r.id);
const raw = (path: string, init?: RequestInit) => restFetch(stack, path, init);

describe('select', () => {
  it('returns columns, aliases, casts and JSON paths with Postgres JSON formatting', async () => {
    const { data, error, status } = await db
      .from('posts')
      .select('id,heading:title,score::text,created_at,lang:meta->>lang,views:meta->stats->views,first:meta->list->0,tags')
      .eq('id', 1);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([
      { id: 1, heading: 'Fat cats', score: '4.5', created_at: '2024-05-01T10:00:00+00:00', lang: 'en', views: 10, first: 1, tags: ['cats', 'pets'] },
    ]);
  });

  it('selects, filters and orders by computed fields (functions of the row)', async () => {
    const { data, error } = await db.from('authors').select('id,display_name').like('display_name', '*#2').order('display_name');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 2, display_name: 'Bruno #2' }]);
    const star = await db.from('authors').select('*').eq('id', 1).single();
    expect(Object.keys(star.data!)).toEqual(['id', 'name', 'bio']);
  });

  it('returns every column for * with numeric as JSON numbers and ranges as text', async () => {
    const { data } = await db.from('posts').select('*').eq('id', 1).single();
    expect(data).toMatchObject({ id: 1, score: 4.5, meta: { lang: 'en' }, meta_json: { k: 1 }, published: true, during: '[1,5)' });
  });
});

describe('filters', () => {
  const cases: [string, (q: any) => any, number[]][] = [
    ['eq', (q) => q.eq('author_id', 1), [1, 2]],
    ['neq', (q) => q.neq('author_id', 1), [3, 4]],
    ['gt', (q) => q.gt('score', 3), [1]],
    ['gte', (q) => q.gte('score', 3), [1, 4]],
    ['lt', (q) => q.lt('score', 3), [3]],
    ['lte', (q) => q.lte('score', 3), [3, 4]],
    ['like', (q) => q.like('title', '*cat*'), [1]],
    ['ilike', (q) => q.ilike('title', 'DOGS*'), [2]],
    ['match', (q) => q.filter('title', 'match', '^[FD]'), [1, 2, 3]],
    ['imatch', (q) => q.filter('title', 'imatch', '^p'), [4]],
    ['is null', (q) => q.is('score', null), [2]],
    ['is true', (q) => q.is('published', false), [3]],
    ['not is null', (q) => q.not('score', 'is', null), [1, 3, 4]],
    ['isdistinct', (q) => q.filter('editor_id', 'isdistinct', 2), [2, 3, 4]],
    ['in', (q) => q.in('title', ['Draft, unpublished', 'Poems (vol. 1)']), [3, 4]],
    ['not in', (q) => q.not('id', 'in', '(1,2)'), [3, 4]],
    ['cs array', (q) => q.contains('tags', ['pets']), [1, 2]],
    ['cs jsonb', (q) => q.contains('meta', { lang: 'en' }), [1, 4]],
    ['cd array', (q) => q.containedBy('tags', ['cats', 'pets', 'dogs']), [1, 2, 3]],
    ['ov array', (q) => q.overlaps('tags', ['poetry', 'dogs']), [2, 4]],
    ['ov range', (q) => q.overlaps('during', '[4,6)'), [1, 2]],
    ['cs range', (q) => q.contains('during', '[2,3]'), [1]],
    ['sl', (q) => q.rangeLt('during', '[10,20)'), [1, 2]],
    ['sr', (q) => q.rangeGt('during', '[1,5)'), [2, 3]],
    ['nxl', (q) => q.rangeGte('during', '[5,6)'), [2, 3]],
    ['nxr', (q) => q.rangeLte('during', '[1,6)'), [1]],
    ['adj', (q) => q.rangeAdjacent('during', '[10,20)'), [2, 3]],
    ['fts', (q) => q.textSearch('search', "'fat' & 'cat'"), [1]],
    ['plfts', (q) => q.textSearch('body', 'loyal friends', { type: 'plain', config: 'english' }), [2]],
    ['phfts', (q) => q.textSearch('body', 'fat cat', { type: 'phrase', config: 'english' }), [1]],
    ['wfts', (q) => q.textSearch('search', '"roses" or dogs', { type: 'websearch', config: 'english' }), [2, 4]],
    ['eq(any)', (q) => q.filter('author_id', 'eq(any)', '{2,3}'), [3, 4]],
    ['like(all)', (q) => q.filter('title', 'like(all)', '{*a*,*s*}'), [1, 3]],
    ['ilike(any)', (q) => q.filter('title', 'ilike(any)', '{fat*,poems*}'), [1, 4]],
    ['gt(all)', (q) => q.filter('score', 'gt(all)', '{1,2}'), [1, 4]],
    ['JSON path filter', (q) => q.eq('meta->>lang', 'es'), [2]],
    ['JSON path numeric', (q) => q.gt('meta->stats->views', 5), [1]],
    ['or', (q) => q.or('score.gt.4,title.eq.Dogs rule'), [1, 2]],
    ['nested or/and/not', (q) => q.or('and(author_id.eq.1,score.is.null),not.and(published.is.true,score.lt.100)'), [2, 3]],
    ['quoted values in or', (q) => q.or('title.eq."Draft, unpublished",title.in.("Poems (vol. 1)",x)'), [3, 4]],
    ['repeated column filters are AND-ed', (q) => q.gte('id', 2).lte('id', 3), [2, 3]],
    ['match()', (q) => q.match({ author_id: 1, published: true }), [1, 2]],
  ];
  it.each(cases)('%s', async (_name, apply, expected) => {
    const { data, error } = await apply(db.from('posts').select('id')).order('id');
    expect(error).toBeNull();
    expect(ids(data)).toEqual(expected);
  });
});

describe('raw logic trees', () => {
  it('not.or and embedded-free and= on the query string', async () => {
    const a = await raw('/posts?select=id&not.or=(author_id.eq.1,author_id.eq.2)&order=id');
    expect(await a.json()).toEqual([{ id: 4 }]);
    const b = await raw('/posts?select=id&and=(author_id.eq.1,or(score.is.null,score.gt.4))&order=id');
    expect(await b.json()).toEqual([{ id: 1 }, { id: 2 }]);
  });
});

describe('order and paging', () => {
  it('orders with nulls first/last and by JSON paths', async () => {
    const a = await db.from('posts').select('id').order('score', { ascending: false, nullsFirst: true });
    expect(ids(a.data)).toEqual([2, 1, 4, 3]);
    const b = await db.from('posts').select('id').order('score', { ascending: true, nullsFirst: false });
    expect(ids(b.data)).toEqual([3, 4, 1, 2]);
    const c = await db.from('posts').select('id').not('meta', 'is', null).order('meta->>lang', { ascending: false }).order('id');
    expect(ids(c.data)).toEqual([2, 1, 4]);
  });

  it('applies limit, offset and range', async () => {
    expect(ids((await db.from('posts').select('id').order('id').limit(2)).data)).toEqual([1, 2]);
    expect(ids((await db.from('posts').select('id').order('id').range(1, 2)).data)).toEqual([2, 3]);
    expect((await db.from('posts').select('id').limit(0)).data).toEqual([]);
  });

  it('honours the Range header', async () => {
    const res = await raw('/posts?select=id&order=id', { headers: { Range: '1-2', 'Range-Unit': 'items' } });
    expect(await res.json()).toEqual([{ id: 2 }, { id: 3 }]);
    expect(res.headers.get('content-range')).toBe('1-2/*');
  });

  it('caps results at max_rows', async () => {
    await stack.db.exec(`insert into public.labels (id, name) select g, 'bulk ' || g from generate_series(100, 160) g`);
    const { data } = await db.from('labels').select('id');
    expect(data).toHaveLength(50);
    await stack.db.exec(`delete from public.labels where id >= 100`);
  });
});

describe('counts', () => {
  it.each(['exact', 'planned', 'estimated'] as const)('count=%s gives a numeric total and 206 for a partial page', async (count) => {
    // planned is the planner's estimate, exact once statistics are fresh.
    if (count === 'planned') await stack.db.exec('analyze public.posts');
    const { count: n, status, data } = await db.from('posts').select('id', { count }).order('id').range(0, 1);
    expect(n).toBe(4);
    expect(status).toBe(206);
    expect(data).toHaveLength(2);
  });

  it('HEAD with count returns no body, full set → 200 with Content-Range', async () => {
    const { count, data, status } = await db.from('posts').select('*', { count: 'exact', head: true }).eq('author_id', 1);
    expect(count).toBe(2);
    expect(data).toBeNull();
    expect(status).toBe(200);
    const res = await raw('/posts?author_id=eq.1', { method: 'HEAD', headers: { Prefer: 'count=exact' } });
    expect(res.headers.get('content-range')).toBe('0-1/2');
    expect(await res.text()).toBe('');
  });

  it('the status follows the rows returned like PostgREST (200 when they are the whole total, 206 when fewer)', async () => {
    const all = await raw('/posts?select=id&order=id&limit=20', { headers: { Prefer: 'count=exact' } });
    expect(all.status).toBe(200);
    const tail = await raw('/posts?select=id&order=id&offset=2&limit=20', { headers: { Prefer: 'count=exact' } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe('2-3/4');
    const atEnd = await raw('/posts?select=id&order=id&offset=4&limit=2', { headers: { Prefer: 'count=exact' } });
    expect(atEnd.status).toBe(206);
    expect(atEnd.headers.get('content-range')).toBe('*/4');
  });

  it('empty result: */0; offset past the end: 416 PGRST103', async () => {
    const empty = await raw('/posts?id=eq.999', { headers: { Prefer: 'count=exact' } });
    expect(empty.headers.get('content-range')).toBe('*/0');
    const { error, status } = await db.from('posts').select('id', { count: 'exact' }).range(10, 12);
    expect(status).toBe(416);
    expect(error).toMatchObject({ code: 'PGRST103', details: 'An offset of 10 was requested, but there are only 4 rows.' });
  });
});

describe('media types', () => {
  it('single() returns an object, 406 PGRST116 for 0 or many rows; maybeSingle() null for none', async () => {
    expect((await db.from('authors').select('name').eq('id', 2).single()).data).toEqual({ name: 'Bruno' });
    const many = await db.from('authors').select('name').single();
    expect(many.status).toBe(406);
    expect(many.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 3 rows' });
    expect((await db.from('authors').select('name').eq('id', 9).maybeSingle()).data).toBeNull();
  });

  it('csv() returns text/csv with a header row', async () => {
    const { data } = await db.from('authors').select('id,name').order('id').csv();
    expect(data).toBe('id,name\n1,Ana\n2,Bruno\n3,Carla');
  });

  it('stripNulls() omits null keys', async () => {
    const { data } = await db.from('authors').select('id,bio').eq('id', 2).stripNulls();
    expect(data).toEqual([{ id: 2 }]);
  });

  it('answers 406 PGRST107 for media types it cannot produce', async () => {
    const res = await raw('/authors', { headers: { Accept: 'application/xml' } });
    expect(res.status).toBe(406);
    expect(await res.json()).toMatchObject({ code: 'PGRST107' });
  });
});

describe('schemas and root', () => {
  it('Accept-Profile for a schema that is not exposed → 406 PGRST106', async () => {
    const { error, status } = await stack.client().schema('auth').from('users').select('*');
    expect(status).toBe(406);
    expect(error).toMatchObject({ code: 'PGRST106', message: 'Invalid schema: auth', hint: 'Only the following schemas are exposed: public, graphql_public' });
  });

  it('Accept-Profile / Content-Profile select another exposed schema', async () => {
    await stack.db.exec(`drop table if exists graphql_public.rest_profile_things; create table graphql_public.rest_profile_things (id int primary key, name text);
      grant all on graphql_public.rest_profile_things to anon, authenticated, service_role;`);
    try {
      await stack.deps.reloadSchema();
      const other = stack.client().schema('graphql_public');
      const ins = await other.from('rest_profile_things').insert({ id: 1, name: 'elsewhere' }).select();
      expect(ins.error).toBeNull();
      expect(ins.data).toEqual([{ id: 1, name: 'elsewhere' }]);
      expect((await other.from('rest_profile_things').select('name')).data).toEqual([{ name: 'elsewhere' }]);
      const wrong = await db.from('rest_profile_things').select();
      expect(wrong.error).toMatchObject({ code: 'PGRST205' });
    } finally {
      await stack.db.exec('drop table if exists graphql_public.rest_profile_things');
      await stack.deps.reloadSchema();
    }
  });

  it('serves an OpenAPI description at the root', async () => {
    const res = await raw('/', { headers: { Accept: 'application/openapi+json' } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.swagger).toBe('2.0');
    expect(Object.keys(body.paths)).toContain('/posts');
  });

  it('reads views like tables', async () => {
    const { data } = await db.from('published_posts').select('id,title').order('id');
    expect(ids(data)).toEqual([1, 2, 4]);
  });
});
