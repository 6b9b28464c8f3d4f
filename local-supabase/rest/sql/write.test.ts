// Mutation SQL: quoted identifiers, the body as one bound JSON parameter, ON CONFLICT targets, RETURNING only when needed.
import { describe, expect, it } from 'vitest';
import { parseQuery } from '../parse/query.js';
import { planRead } from '../plan.js';
import { testCache } from '../test-cache.js';
import { Builder } from './builder.js';
import { deleteSql, insertSql, mutationStatement, updateSql } from './write.js';

const cache = testCache();
const users = cache.relations.get('public.users')!;
const node = (qs: string) => planRead(cache, users, parseQuery(new URLSearchParams(qs)));

describe('insertSql', () => {
  it('inserts the listed columns from one JSON parameter', () => {
    const b = new Builder();
    const rows = JSON.stringify([{ id: 1, 'we"ird': "'; drop table users; --" }]);
    const sql = insertSql(b, { target: users, columns: [users.columns.get('id')!, users.columns.get('we"ird')!], rowsJson: rows, rowCount: 1, missingDefault: false });
    expect(sql).toBe(
      'INSERT INTO "public"."users" AS "pgrst_m" ("id", "we""ird") SELECT "pgrst_p"."id", "pgrst_p"."we""ird" FROM json_array_elements($1::json) AS "pgrst_j"("v"), LATERAL json_populate_record(NULL::"public"."users", "pgrst_j"."v") AS "pgrst_p"',
    );
    expect(b.params).toEqual([rows]);
  });

  it('missing=default tests each key with a bound name', () => {
    const b = new Builder();
    const sql = insertSql(b, { target: users, columns: [users.columns.get('name')!], rowsJson: '[{}]', rowCount: 1, missingDefault: true });
    expect(sql).toContain(`CASE WHEN "pgrst_j"."v"::jsonb ? $1 THEN "pgrst_p"."name" ELSE NULL END`);
    expect(b.params).toEqual(['name', '[{}]']);
  });

  it.each([
    ['merge-duplicates', undefined, 'ON CONFLICT ("id") DO UPDATE SET "name" = EXCLUDED."name"'],
    ['ignore-duplicates', undefined, 'ON CONFLICT ("id") DO NOTHING'],
    ['merge-duplicates', ['name'], 'ON CONFLICT ("name") DO UPDATE SET "id" = EXCLUDED."id"'],
  ] as const)('resolution=%s on_conflict=%s', (resolution, onConflict, expected) => {
    const b = new Builder();
    const sql = insertSql(b, {
      target: users, columns: [users.columns.get('id')!, users.columns.get('name')!], rowsJson: '[]', rowCount: 0, missingDefault: false,
      resolution, onConflict: onConflict as string[] | undefined,
    });
    expect(sql.endsWith(expected)).toBe(true);
  });

  it('an object with no keys inserts DEFAULT VALUES', () => {
    expect(insertSql(new Builder(), { target: users, columns: [], rowsJson: '[{}]', rowCount: 1, missingDefault: false })).toBe('INSERT INTO "public"."users" AS "pgrst_m" DEFAULT VALUES');
  });
});

describe('update, delete and the wrapping statement', () => {
  it('update binds the body once and filters with parameters', () => {
    const b = new Builder();
    const sql = updateSql(b, users, [users.columns.get('name')!], '{"name":"x"}', node('id=eq.5'));
    expect(sql).toBe(
      'UPDATE "public"."users" AS "pgrst_m" SET "name" = "pgrst_p"."name" FROM json_populate_record(NULL::"public"."users", $2::json) AS "pgrst_p" WHERE "pgrst_m"."id" = $1',
    );
    expect(b.params).toEqual(['5', '{"name":"x"}']);
  });

  it('delete filters with parameters', () => {
    const b = new Builder();
    expect(deleteSql(b, users, node('name=in.(a,b)'))).toBe('DELETE FROM "public"."users" AS "pgrst_m" WHERE "pgrst_m"."name" IN ($1, $2)');
  });

  it('return=minimal uses RETURNING 1 (insert-only policies keep working); representation projects the rows', () => {
    const minimal = mutationStatement(new Builder(), 'DELETE FROM x', node(''), { type: 'none', stripNulls: false });
    expect(minimal).toContain('(DELETE FROM x RETURNING 1)');
    const rep = mutationStatement(new Builder(), 'DELETE FROM x', node('select=id'), { type: 'json', stripNulls: false });
    expect(rep).toContain('(DELETE FROM x RETURNING "pgrst_m".*)');
    expect(rep).toContain('"pgrst_m"."id" AS "id"');
  });
});
