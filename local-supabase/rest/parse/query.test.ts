// Query-string splitting: reserved keys, embedded paths, logic trees, RPC arguments.
import { describe, expect, it } from 'vitest';
import { parseQuery } from './query.js';

const parse = (qs: string, isArg?: (k: string) => boolean) => parseQuery(new URLSearchParams(qs), isArg);

describe('parseQuery', () => {
  it('routes modifiers to the root or to embed paths', () => {
    const q = parse('select=id,tags(name)&id=eq.1&tags.name=eq.x&tags.order=name.desc&tags.limit=3&tags.offset=1&order=id&limit=5&offset=2');
    expect(q.modifiers.get('')).toMatchObject({ limit: 5, offset: 2, order: [{ field: { name: 'id', path: [] } }] });
    expect(q.modifiers.get('')!.filters).toHaveLength(1);
    expect(q.modifiers.get('tags')).toMatchObject({ limit: 3, offset: 1, order: [{ dir: 'desc' }] });
    expect(q.modifiers.get('tags')!.filters).toHaveLength(1);
  });

  it('parses or/and/not.or at the root and on embeds, and repeated filters on one column', () => {
    const q = parse('or=(a.eq.1,b.eq.2)&not.and=(a.eq.1,b.eq.2)&tags.or=(x.eq.1)&a=gt.1&a=lt.5');
    const root = q.modifiers.get('')!.filters;
    expect(root.map((f) => (f.kind === 'logic' ? `${f.negated ? 'not.' : ''}${f.op}` : 'cond'))).toEqual(['or', 'not.and', 'cond', 'cond']);
    expect(q.modifiers.get('tags')!.filters).toHaveLength(1);
  });

  it('reads columns and on_conflict lists, quoted or not', () => {
    const q = parse('columns="a","b c"&on_conflict=a,b');
    expect(q.columns).toEqual(['a', 'b c']);
    expect(q.onConflict).toEqual(['a', 'b']);
  });

  it('keeps RPC arguments apart from filters', () => {
    const q = parse('x=1&y={1,2}&id=gt.3', (k) => k === 'x' || k === 'y');
    expect(q.args).toEqual({ x: '1', y: '{1,2}' });
    expect(q.modifiers.get('')!.filters).toHaveLength(1);
  });

  it.each(['limit=-1', 'limit=abc', 'offset=1.5', 'id=eq', 'id=zz.1', 'or=a.eq.1', 'order=id.sideways', 'select=a(b'])('rejects %s with PGRST100', (qs) => {
    expect(() => parse(qs)).toThrow(expect.objectContaining({ code: 'PGRST100', status: 400 }));
  });
});
