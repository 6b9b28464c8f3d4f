// REST embedding through supabase-js: many-to-one, one-to-many, one-to-one, many-to-many, hints, !inner/!left, spreads, embedded modifiers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStack } from './support/stack.js';
import { startRestStack } from './support/rest.js';

let stack: TestStack;
let db: ReturnType<TestStack['client']>;

beforeAll(async () => {
  ({ stack, db } = await startRestStack());
});
afterAll(() => stack?.stop());

describe('relationship kinds', () => {
  it('many-to-one gives an object (null when absent)', async () => {
    const { data, error } = await db.from('posts').select('id,editor:authors!editor_id(name)').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, editor: { name: 'Bruno' } },
      { id: 2, editor: null },
      { id: 3, editor: { name: 'Ana' } },
      { id: 4, editor: null },
    ]);
  });

  it('one-to-many gives an array ([] when none)', async () => {
    const { data } = await db.from('authors').select('name,posts!author_id(id)').order('id');
    expect(data).toEqual([
      { name: 'Ana', posts: [{ id: 1 }, { id: 2 }] },
      { name: 'Bruno', posts: [{ id: 3 }] },
      { name: 'Carla', posts: [{ id: 4 }] },
    ]);
  });

  it('one-to-one (FK that is also the primary key) gives an object both ways', async () => {
    const a = await db.from('authors').select('id,profiles(website)').eq('id', 1).single();
    expect(a.data).toEqual({ id: 1, profiles: { website: 'https://ana.example' } });
    const b = await db.from('profiles').select('website,authors(name)').single();
    expect(b.data).toEqual({ website: 'https://ana.example', authors: { name: 'Ana' } });
  });

  it('many-to-many through a junction table, both directions', async () => {
    const a = await db.from('posts').select('id,labels(name)').in('id', [1, 2, 3]).order('id');
    expect(a.data).toEqual([
      { id: 1, labels: [{ name: 'tech' }, { name: 'fun' }] },
      { id: 2, labels: [{ name: 'fun' }] },
      { id: 3, labels: [] },
    ]);
    const b = await db.from('labels').select('name,posts(id)').eq('name', 'fun').single();
    expect(b.data).toEqual({ name: 'fun', posts: [{ id: 1 }, { id: 2 }] });
  });

  it('nested embeds and embeds from views', async () => {
    const { data } = await db.from('authors').select('name,posts!author_id(title,comments(content,authors(name)))').eq('id', 3).single();
    expect(data).toEqual({ name: 'Carla', posts: [{ title: 'Poems (vol. 1)', comments: [{ content: 'Lovely', authors: { name: 'Ana' } }] }] });
    const v = await db.from('published_posts').select('id,authors(name)').eq('id', 4).single();
    expect(v.data).toEqual({ id: 4, authors: { name: 'Carla' } });
    const vv = await db.from('author_cards').select('name,published_posts(id)').eq('id', 1).single();
    expect(vv.data).toEqual({ name: 'Ana', published_posts: [{ id: 1 }, { id: 2 }] });
  });
});

describe('self-reference', () => {
  it('as PostgREST v14 resolves it: the key column as target is the parent, the table name (hinted by the key column) the children', async () => {
    const parent = await db.from('categories').select('name,parent:parent_id(name)').eq('id', 2).single();
    expect(parent.data).toEqual({ name: 'child a', parent: { name: 'root' } });
    const children = await db.from('categories').select('name,children:categories!parent_id(name)').eq('id', 1).single();
    expect(children.data).toEqual({ name: 'root', children: [{ name: 'child a' }, { name: 'child b' }] });
    const plain = await db.from('categories').select('name,categories(name)').eq('id', 1).single();
    expect(plain.data).toEqual({ name: 'root', categories: [{ name: 'child a' }, { name: 'child b' }] });
    expect((await db.from('categories').select('name,categories!id(name)')).error?.code).toBe('PGRST200');
  });
});

describe('hints and errors', () => {
  it('hints by constraint name or column pick one of two foreign keys', async () => {
    const a = await db.from('posts').select('id,authors!posts_editor_id_fkey(name)').eq('id', 3).single();
    expect(a.data).toEqual({ id: 3, authors: { name: 'Ana' } });
    const b = await db.from('posts').select('id,authors!author_id(name)').eq('id', 3).single();
    expect(b.data).toEqual({ id: 3, authors: { name: 'Bruno' } });
  });

  it('ambiguous embed → 300 PGRST201 with candidates', async () => {
    const { error, status } = await db.from('posts').select('id,authors(name)');
    expect(status).toBe(300);
    expect(error).toMatchObject({ code: 'PGRST201' });
    expect(error!.details).toHaveLength(2);
    expect(error!.hint).toContain("'authors!posts_author_id_fkey'");
  });

  it('no relationship → 400 PGRST200', async () => {
    const { error, status } = await db.from('labels').select('id,authors(name)');
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'PGRST200', message: "Could not find a relationship between 'labels' and 'authors' in the schema cache" });
  });
});

describe('joins and filters on embeds', () => {
  it('!inner drops parents without a matching child; plain embeds only trim', async () => {
    const inner = await db.from('authors').select('name,posts!author_id!inner(id)').eq('posts.published', false);
    expect(inner.data).toEqual([{ name: 'Bruno', posts: [{ id: 3 }] }]);
    const left = await db.from('authors').select('name,posts!author_id!left(id)').eq('posts.published', false).order('id');
    expect(left.data).toEqual([
      { name: 'Ana', posts: [] },
      { name: 'Bruno', posts: [{ id: 3 }] },
      { name: 'Carla', posts: [] },
    ]);
  });

  it('to-one embed filter nulls the object; with !inner it filters parents (and counts agree)', async () => {
    const a = await db.from('posts').select('id,authors!author_id(name)').eq('authors.name', 'Ana').order('id');
    expect(a.data).toEqual([
      { id: 1, authors: { name: 'Ana' } },
      { id: 2, authors: { name: 'Ana' } },
      { id: 3, authors: null },
      { id: 4, authors: null },
    ]);
    const b = await db.from('posts').select('id,authors!author_id!inner(name)', { count: 'exact' }).eq('authors.name', 'Ana').order('id');
    expect(b.count).toBe(2);
    expect(b.data).toHaveLength(2);
  });

  it('filters a parent by an embed with rel=not.is.null and empty select', async () => {
    const { data } = await db.from('posts').select('id,comments()').not('comments', 'is', null).order('id');
    expect(data).toEqual([{ id: 1 }, { id: 2 }, { id: 4 }]);
    const none = await db.from('posts').select('id,comments()').is('comments', null);
    expect(none.data).toEqual([{ id: 3 }]);
  });

  it('order, limit, offset and or= on an embedded resource', async () => {
    const { data } = await db
      .from('posts')
      .select('id,comments(content)')
      .eq('id', 1)
      .order('content', { referencedTable: 'comments', ascending: true })
      .limit(1, { referencedTable: 'comments' })
      .single();
    expect(data).toEqual({ id: 1, comments: [{ content: 'Meow' }] });
    const r = await db.from('posts').select('id,comments(content)').eq('id', 1).range(1, 1, { referencedTable: 'comments' }).order('id', { referencedTable: 'comments' }).single();
    expect(r.data).toEqual({ id: 1, comments: [{ content: 'Meow' }] });
    const o = await db.from('posts').select('id,comments(content)').eq('id', 1).or('content.eq.Meow,content.eq.Nope', { referencedTable: 'comments' }).single();
    expect(o.data).toEqual({ id: 1, comments: [{ content: 'Meow' }] });
  });

  it('orders parents by a to-one embed column', async () => {
    const { data } = await db.from('posts').select('id,author:authors!author_id(name)').order('author(name)', { ascending: false }).order('id');
    expect((data as { id: number }[]).map((r) => r.id)).toEqual([4, 3, 1, 2]);
  });
});

describe('spreads', () => {
  it('spread of a to-one embed lifts its columns', async () => {
    const { data } = await db.from('posts').select('id,...authors!author_id(author_name:name,bio)').eq('id', 4).single();
    expect(data).toEqual({ id: 4, author_name: 'Carla', bio: 'poet, "quoted", comma' });
  });

  it('spread of a to-many embed gives arrays per column', async () => {
    const { data } = await db.from('posts').select('id,...comments(content)').eq('id', 1).single();
    expect(data).toEqual({ id: 1, content: ['Nice cats', 'Meow'] });
  });
});
