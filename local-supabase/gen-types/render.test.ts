// Rendering of a small fixture schema in the shape of `supabase gen types typescript`.
import { describe, expect, it } from 'vitest';
import type { SchemaModel } from './model.js';
import { renderTypes, tsType } from './render.js';
import { parseTextArray } from './introspect.js';

const fixture: SchemaModel = {
  name: 'public',
  tables: [
    {
      name: 'posts',
      columns: [
        { name: 'author_id', type: { kind: 'base', name: 'uuid' }, nullable: false, hasDefault: false, readOnly: false },
        { name: 'id', type: { kind: 'base', name: 'int8' }, nullable: false, hasDefault: true, readOnly: true },
        { name: 'state', type: { kind: 'enum', schema: 'public', name: 'state', values: ['draft', 'published'] }, nullable: false, hasDefault: true, readOnly: false },
        { name: 'title', type: { kind: 'base', name: 'text' }, nullable: true, hasDefault: false, readOnly: false },
      ],
      relationships: [
        { foreignKeyName: 'posts_author_id_fkey', columns: ['author_id'], isOneToOne: false, referencedRelation: 'profiles', referencedColumns: ['id'] },
      ],
    },
  ],
  views: [],
  functions: [{ name: 'count_posts', args: [{ name: 'author', type: { kind: 'base', name: 'uuid' }, optional: true }], returns: { kind: 'type', type: { kind: 'base', name: 'int8' }, set: false } }],
  enums: [{ name: 'state', values: ['draft', 'published'] }],
  compositeTypes: [],
};

describe('renderTypes', () => {
  const out = renderTypes([fixture]);

  it('renders Row, Insert and Update with nullability, defaults and read-only columns', () => {
    expect(out).toContain(`      posts: {
        Row: {
          author_id: string
          id: number
          state: Database["public"]["Enums"]["state"]
          title: string | null
        }
        Insert: {
          author_id: string
          id?: never
          state?: Database["public"]["Enums"]["state"]
          title?: string | null
        }
        Update: {
          author_id?: string
          id?: never
          state?: Database["public"]["Enums"]["state"]
          title?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "posts_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }`);
  });

  it('renders empty sections, functions, enums and Constants', () => {
    expect(out).toContain(`    Views: {\n      [_ in never]: never\n    }`);
    expect(out).toContain(`      count_posts: {\n        Args: {\n          author?: string\n        }\n        Returns: number\n      }`);
    expect(out).toContain(`    Enums: {\n      state: "draft" | "published"\n    }`);
    expect(out).toContain(`export const Constants = {\n  public: {\n    Enums: {\n      state: ["draft", "published"],\n    },\n  },\n} as const\n`);
    expect(out.startsWith('export type Json =\n')).toBe(true);
    for (const helper of ['Tables', 'TablesInsert', 'TablesUpdate', 'Enums', 'CompositeTypes']) expect(out).toContain(`export type ${helper}<`);
  });

  it('is deterministic', () => {
    expect(renderTypes([fixture])).toBe(out);
  });
});

describe('tsType', () => {
  const schemas = new Set(['public']);
  it.each([
    [{ kind: 'base', name: 'bool' }, 'boolean'],
    [{ kind: 'base', name: 'numeric' }, 'number'],
    [{ kind: 'base', name: 'jsonb' }, 'Json'],
    [{ kind: 'base', name: 'timestamptz' }, 'string'],
    [{ kind: 'base', name: 'void' }, 'undefined'],
    [{ kind: 'base', name: 'tsvector' }, 'unknown'],
    [{ kind: 'array', element: { kind: 'base', name: 'int4' } }, 'number[]'],
    [{ kind: 'array', element: { kind: 'enum', schema: 'other', name: 'e', values: ['a', 'b'] } }, '("a" | "b")[]'],
    [{ kind: 'composite', schema: 'public', name: 'pt' }, 'Database["public"]["CompositeTypes"]["pt"]'],
    [{ kind: 'composite', schema: 'public', name: 'posts', of: 'Tables' }, 'Database["public"]["Tables"]["posts"]["Row"]'],
    [{ kind: 'composite', schema: 'public', name: 'v', of: 'Views' }, 'Database["public"]["Views"]["v"]["Row"]'],
  ] as const)('%j → %s', (t, expected) => expect(tsType(t as never, schemas)).toBe(expected));
});

describe('parseTextArray', () => {
  it.each([
    ['{}', []],
    ['{a,b}', ['a', 'b']],
    ['{"a b","c,d",e}', ['a b', 'c,d', 'e']],
    ['{"say \\"hi\\""}', ['say "hi"']],
  ] as [string, string[]][])('%s', (text, expected) => expect(parseTextArray(text)).toEqual(expected));
});
