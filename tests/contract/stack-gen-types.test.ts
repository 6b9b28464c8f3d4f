// `gen types` on a fixture migration: the shape of `supabase gen types typescript`, deterministic, no server needed.
import { describe, expect, it, vi } from 'vitest';
import { makeWorkdir, runCli } from './stack-process.js';

// Spawned servers and PGlite opens are slow on a loaded 2-core machine; these are not timing assertions.
vi.setConfig({ testTimeout: 180_000 });

const workdir = makeWorkdir({
  'migrations/20240101000000_fixture.sql': `
create type public.mood as enum ('feliz', 'triste');
create table public.authors (id bigint generated always as identity primary key, name text not null, mood public.mood default 'feliz', meta jsonb);
create table public.books (id uuid primary key default gen_random_uuid(), author_id bigint not null references public.authors(id), title varchar(300) not null, pages int);
create table public.author_profiles (author_id bigint primary key references public.authors(id), website text);
create view public.book_titles as select id, title from public.books;
create function public.add(a int, b int default 1) returns int language sql as $$ select a + b $$;
create function public.search(q text) returns table (id uuid, title text) language sql as $$ select id, title::text from public.books $$;
create function public.touch() returns trigger language plpgsql as $$ begin return new; end $$;
create extension if not exists pg_cron;
`,
});

async function gen(...extra: string[]): Promise<string> {
  const r = runCli(['gen', 'types', '--workdir', workdir, ...extra]);
  const code = await r.exited;
  expect(r.stderr()).not.toMatch(/error/i);
  expect(code).toBe(0);
  return r.stdout();
}

describe('gen types', () => {
  it('prints the Database type of the exposed schemas with helpers and Constants, the same every time', async () => {
    const out = await gen();
    expect(out.startsWith('export type Json =')).toBe(true);
    expect(out).toContain('export type Database = {');
    expect(out).toContain('  graphql_public: {');
    expect(out).toContain(`      authors: {
        Row: {
          id: number
          meta: Json | null
          mood: Database["public"]["Enums"]["mood"] | null
          name: string
        }
        Insert: {
          id?: never
          meta?: Json | null
          mood?: Database["public"]["Enums"]["mood"] | null
          name: string
        }`);
    expect(out).toContain(`          {
            foreignKeyName: "author_profiles_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: true
            referencedRelation: "authors"
            referencedColumns: ["id"]
          },`);
    expect(out).toContain(`            foreignKeyName: "books_author_id_fkey"\n            columns: ["author_id"]\n            isOneToOne: false`);
    expect(out).toContain(`      book_titles: {\n        Row: {\n          id: string | null\n          title: string | null\n        }\n        Relationships: []\n      }`);
    expect(out).toContain(`      add: {\n        Args: {\n          a: number\n          b?: number\n        }\n        Returns: number\n      }`);
    expect(out).toMatch(/ {6}search: \{\n {8}Args: \{\n {10}q: string\n {8}\}\n {8}Returns: \{\n {10}id: string[^\n]*\n {10}title: string[^\n]*\n {8}\}\[\]/);
    expect(out).not.toContain('touch');
    expect(out).not.toContain('cron');
    expect(out).toContain(`    Enums: {\n      mood: "feliz" | "triste"\n    }`);
    expect(out).toContain('export const Constants = {');
    expect(await gen()).toBe(out);
  }, 180_000);

  it('--schema limits the output to the named schemas', async () => {
    const out = await gen('--schema', 'public');
    expect(out).not.toContain('graphql_public');
    expect(out).toContain('  public: {');
  }, 90_000);
});
