// In-memory schema cache for the planner and SQL builder unit tests (no database involved).
import type { Column, ForeignKey, Relation, SchemaCache } from './schema-cache.js';

const col = (name: string, typname = 'int4'): Column => ({ name, type: typname, typname, nullable: true, defaultExpr: null, identity: false });

function rel(name: string, cols: Column[], pk: string[], uniques: string[][] = []): Relation {
  return { schema: 'public', name, kind: 'table', columns: new Map(cols.map((c) => [c.name, c])), columnList: cols, pk, uniques };
}

const fk = (name: string, fromTable: string, fromCols: string[], toTable: string, toCols: string[]): ForeignKey => ({
  name, fromSchema: 'public', fromTable, fromCols, toSchema: 'public', toTable, toCols,
});

/** users ← posts (author_id, editor_id: two FKs → ambiguous), posts ← comments, posts ↔ tags through post_tags, users ← profiles (1:1). */
export function testCache(): SchemaCache {
  const relations = [
    rel('users', [col('id'), col('name', 'text'), col('we"ird', 'text')], ['id']),
    rel('profiles', [col('user_id'), col('bio', 'text')], ['user_id']),
    rel('posts', [col('id'), col('author_id'), col('editor_id'), col('title', 'text'), col('data', 'jsonb'), col('search', 'tsvector'), col('tags', '_text')], ['id']),
    rel('comments', [col('id'), col('post_id'), col('body', 'text')], ['id']),
    rel('tags', [col('id'), col('name', 'text')], ['id']),
    rel('post_tags', [col('post_id'), col('tag_id')], ['post_id', 'tag_id']),
    rel('audit', [col('id'), col('post_id'), col('tag_id')], ['id']),
  ];
  return {
    relations: new Map(relations.map((r) => [`public.${r.name}`, r])),
    foreignKeys: [
      fk('posts_author_id_fkey', 'posts', ['author_id'], 'users', ['id']),
      fk('posts_editor_id_fkey', 'posts', ['editor_id'], 'users', ['id']),
      fk('profiles_user_id_fkey', 'profiles', ['user_id'], 'users', ['id']),
      fk('comments_post_id_fkey', 'comments', ['post_id'], 'posts', ['id']),
      fk('post_tags_post_id_fkey', 'post_tags', ['post_id'], 'posts', ['id']),
      fk('post_tags_tag_id_fkey', 'post_tags', ['tag_id'], 'tags', ['id']),
      // Not a junction: its FK columns are not part of its primary key.
      fk('audit_post_id_fkey', 'audit', ['post_id'], 'posts', ['id']),
      fk('audit_tag_id_fkey', 'audit', ['tag_id'], 'tags', ['id']),
    ],
    computedRels: [],
    functions: new Map(),
    timezones: new Set(['UTC']),
    roleSettings: new Map(),
    assumableRoles: new Set(['anon', 'authenticated', 'service_role']),
    knownRoles: new Set(['anon', 'authenticated', 'service_role']),
  };
}
