// Planner tests: embedding resolution by relationship kind, hints, ambiguity (PGRST201), missing relationships (PGRST200).
import { describe, expect, it } from 'vitest';
import { parseQuery } from './parse/query.js';
import { planRead, type EmbedNode } from './plan.js';
import { testCache } from './test-cache.js';

const cache = testCache();
const plan = (table: string, qs: string) => planRead(cache, cache.relations.get(`public.${table}`)!, parseQuery(new URLSearchParams(qs)));
const firstEmbed = (table: string, qs: string): EmbedNode => {
  const f = plan(table, qs).fields.find((x) => x.kind === 'embed');
  if (!f || f.kind !== 'embed') throw new Error('no embed');
  return f.embed;
};

describe('planRead embedding', () => {
  const cases: [string, string, string, boolean, string][] = [
    ['posts', 'select=users!author_id(name)', 'm2o', true, 'posts_author_id_fkey'],
    ['posts', 'select=users!posts_editor_id_fkey(name)', 'm2o', true, 'posts_editor_id_fkey'],
    ['posts', 'select=comments(body)', 'o2m', false, 'comments_post_id_fkey'],
    ['users', 'select=profiles(bio)', 'o2o', true, 'profiles_user_id_fkey'],
    ['profiles', 'select=users(name)', 'o2o', true, 'profiles_user_id_fkey'],
    ['posts', 'select=tags(name)', 'm2m', false, 'post_tags_post_id_fkey'],
    ['tags', 'select=posts(title)', 'm2m', false, 'post_tags_tag_id_fkey'],
    ['posts', 'select=tags!post_tags(name)', 'm2m', false, 'post_tags_post_id_fkey'],
    ['posts', 'select=editor_id(name)', 'm2o', true, 'posts_editor_id_fkey'],
  ];
  it.each(cases)('%s?%s → %s', (table, qs, kind, toOne, fkName) => {
    const e = firstEmbed(table, qs);
    expect(e.rel.kind).toBe(kind);
    expect(e.rel.toOne).toBe(toOne);
    expect(e.rel.fk.name).toBe(fkName);
  });

  it('reports ambiguity with candidates and a hint (PGRST201, 300)', () => {
    expect(() => plan('posts', 'select=users(name)')).toThrow(
      expect.objectContaining({ code: 'PGRST201', status: 300, hint: expect.stringContaining("'users!posts_author_id_fkey'") }),
    );
    expect(() => plan('users', 'select=posts(title)')).toThrow(expect.objectContaining({ code: 'PGRST201' }));
  });

  it('reports a missing relationship (PGRST200, 400)', () => {
    expect(() => plan('comments', 'select=tags(name)')).toThrow(expect.objectContaining({ code: 'PGRST200', status: 400 }));
    expect(() => plan('posts', 'select=nothing(name)')).toThrow(expect.objectContaining({ code: 'PGRST200' }));
    expect(() => plan('posts', 'select=users!nope(name)')).toThrow(expect.objectContaining({ code: 'PGRST200' }));
  });

  it('attaches embedded filters, order and limit by alias, and !inner', () => {
    const e = firstEmbed('posts', 'select=c:comments!inner(body)&c.body=eq.x&c.order=id.desc&c.limit=2');
    expect(e.inner).toBe(true);
    expect(e.filters).toHaveLength(1);
    expect(e.order[0].dir).toBe('desc');
    expect(e.limit).toBe(2);
  });

  it('turns rel=not.is.null into an embed null filter and rejects other operators on embeds (PGRST120)', () => {
    const node = plan('posts', 'select=id,comments(body)&comments=not.is.null');
    expect(node.filters[0]).toMatchObject({ kind: 'embedNull', isNull: false });
    expect(() => plan('posts', 'select=id,comments(body)&comments=eq.1')).toThrow(expect.objectContaining({ code: 'PGRST120' }));
  });

  it('rejects filters on embeds that are not selected (PGRST108) and unknown columns (42703)', () => {
    expect(() => plan('posts', 'select=id&comments.body=eq.x')).toThrow(expect.objectContaining({ code: 'PGRST108' }));
    expect(() => plan('posts', 'select=nope')).toThrow(expect.objectContaining({ code: '42703', status: 400 }));
    expect(() => plan('posts', 'nope=eq.1')).toThrow(expect.objectContaining({ code: '42703' }));
  });

  it('orders by a to-one embed column and refuses to-many (PGRST118)', () => {
    const node = plan('posts', 'select=id,author:users!author_id(name)&order=author(name).desc');
    expect(node.order[0].via?.key).toBe('author');
    expect(() => plan('posts', 'select=id,comments(body)&order=comments(body)')).toThrow(expect.objectContaining({ code: 'PGRST118' }));
  });
});
