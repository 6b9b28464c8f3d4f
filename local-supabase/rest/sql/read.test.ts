// SQL builder tests: identifiers are always quoted, values always travel as bound parameters.
import { describe, expect, it } from 'vitest';
import { parseQuery } from '../parse/query.js';
import { planRead } from '../plan.js';
import { testCache } from '../test-cache.js';
import { Builder } from './builder.js';
import { readStatement } from './read.js';

const cache = testCache();
function build(table: string, qs: string, opts: { count?: boolean } = {}) {
  const node = planRead(cache, cache.relations.get(`public.${table}`)!, parseQuery(new URLSearchParams(qs)));
  const b = new Builder();
  const alias = b.alias();
  const sql = readStatement(b, node, `"public"."${table}" AS ${alias}`, alias, { count: !!opts.count, shape: { type: 'json', stripNulls: false }, limit: 1000 });
  return { sql, params: b.params };
}

describe('readStatement', () => {
  const evil = "x'; drop table users; --";
  const cases: [string, string, RegExp, unknown[]][] = [
    ['users', `select=id&name=eq.${encodeURIComponent(evil)}`, /"pgrst_t0"\."name" = \$1/, [evil, 1000]],
    ['users', 'select="we""ird"', /"pgrst_t0"\."we""ird" AS "we""ird"/, [1000]],
    ['users', 'select=n:name::text', /"pgrst_t0"\."name"::"text" AS "n"/, [1000]],
    ['users', 'name=like.*a*', /"name" LIKE \$1/, ['%a%', 1000]],
    ['users', 'name=ilike(any).{a*,b*}', /"name" ILIKE ANY\(\$1\)/, ['{a%,b%}', 1000]],
    ['users', 'id=in.(1,2)', /"id" IN \(\$1, \$2\)/, ['1', '2', 1000]],
    ['users', 'id=not.in.()', /NOT \(FALSE\)/, [1000]],
    ['users', 'name=is.null', /"name" IS NULL/, [1000]],
    ['users', 'name=isdistinct.a', /"name" IS DISTINCT FROM \$1/, ['a', 1000]],
    ['posts', 'data->>lang=eq.en', /\("pgrst_t0"\."data"->>\$1::text\) = \$2/, ['lang', 'en', 1000]],
    ['posts', 'data->a=cs.{"b":1}', /::jsonb @> \$2/, ['a', '{"b":1}', 1000]],
    ['posts', 'search=fts(english).cat', /"search" @@ to_tsquery\(\$1::regconfig, \$2\)/, ['english', 'cat', 1000]],
    ['posts', 'title=wfts.cat', /to_tsvector\("pgrst_t0"\."title"\) @@ websearch_to_tsquery\(\$1\)/, ['cat', 1000]],
    ['posts', 'tags=ov.{a,b}', /"tags" && \$1/, ['{a,b}', 1000]],
    ['users', 'or=(id.eq.1,and(name.eq.a,id.gt.2))', /\("pgrst_t0"\."id" = \$1 OR \("pgrst_t0"\."name" = \$2 AND "pgrst_t0"\."id" > \$3\)\)/, ['1', 'a', '2', 1000]],
    ['users', 'order=name.desc.nullslast,id', /ORDER BY "pgrst_t0"\."name" DESC NULLS LAST, "pgrst_t0"\."id" ASC/, [1000]],
  ];
  it.each(cases)('%s?%s', (table, qs, pattern, params) => {
    const { sql, params: got } = build(table, qs);
    expect(sql).toMatch(pattern);
    expect(got).toEqual(params);
    for (const p of got) if (typeof p === 'string' && p.length > 3) expect(sql).not.toContain(p);
  });

  it('embeds to-one as row_to_json, to-many as json_agg, many-to-many through an EXISTS on the junction', () => {
    const { sql } = build('posts', 'select=id,author:users!author_id(name),comments(body),tags(name)');
    expect(sql).toMatch(/row_to_json\("pgrst_x"\) AS "body"/);
    expect(sql).toMatch(/coalesce\(json_agg\("pgrst_x"\), '\[\]'\)/);
    expect(sql).toMatch(/EXISTS \(SELECT 1 FROM "public"\."post_tags"/);
  });

  it('counts with the same WHERE (and !inner EXISTS) when asked', () => {
    const { sql } = build('posts', 'select=id,comments!inner(body)&comments.body=eq.x', { count: true });
    expect(sql).toMatch(/\(SELECT count\(\*\) FROM "public"\."posts" AS "pgrst_t0" WHERE EXISTS/);
  });
});
