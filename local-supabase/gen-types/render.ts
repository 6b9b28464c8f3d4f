// Renders SchemaModels as the TypeScript module `supabase gen types typescript` produces (Json, Database, helper types, Constants).
import type { Column, Relation, SchemaModel, SqlFunction, TypeRef } from './model.js';

const STRING_TYPES = new Set([
  'text', 'varchar', 'bpchar', 'char', 'name', 'uuid', 'date', 'time', 'timetz', 'timestamp', 'timestamptz', 'interval',
  'bytea', 'inet', 'cidr', 'macaddr', 'macaddr8', 'money', 'citext', 'bit', 'varbit', 'xml', 'regclass', 'regproc', 'regtype',
]);
const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);

const key = (name: string) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name));
const EMPTY = '{\n  [_ in never]: never\n}';

export function tsType(t: TypeRef, schemas: Set<string>): string {
  switch (t.kind) {
    case 'array': {
      const inner = tsType(t.element, schemas);
      return /[ |]/.test(inner) ? `(${inner})[]` : `${inner}[]`;
    }
    case 'enum':
      return schemas.has(t.schema) ? `Database[${JSON.stringify(t.schema)}]["Enums"][${JSON.stringify(t.name)}]` : t.values.map((v) => JSON.stringify(v)).join(' | ') || 'unknown';
    case 'composite':
      if (t.of && schemas.has(t.schema)) return `Database[${JSON.stringify(t.schema)}][${JSON.stringify(t.of)}][${JSON.stringify(t.name)}]["Row"]`;
      return schemas.has(t.schema) ? `Database[${JSON.stringify(t.schema)}]["CompositeTypes"][${JSON.stringify(t.name)}]` : 'unknown';
    case 'base':
      if (t.name === 'bool') return 'boolean';
      if (NUMBER_TYPES.has(t.name)) return 'number';
      if (t.name === 'json' || t.name === 'jsonb') return 'Json';
      if (STRING_TYPES.has(t.name)) return 'string';
      if (t.name === 'void') return 'undefined';
      if (t.name === 'record') return 'Record<string, unknown>';
      return 'unknown';
  }
}

function indent(text: string, by: string): string {
  return text
    .split('\n')
    .map((l, i) => (i === 0 || l === '' ? l : by + l))
    .join('\n');
}

function block(entries: string[]): string {
  return entries.length ? `{\n${entries.map((e) => '  ' + indent(e, '  ')).join('\n')}\n}` : EMPTY;
}

function columnsBlock(columns: Column[], mode: 'Row' | 'Insert' | 'Update', schemas: Set<string>): string {
  return block(
    columns.map((c) => {
      const t = tsType(c.type, schemas) + (c.nullable ? ' | null' : '');
      if (mode === 'Row') return `${key(c.name)}: ${t}`;
      if (c.readOnly) return `${key(c.name)}?: never`;
      const optional = mode === 'Update' || c.nullable || c.hasDefault;
      return `${key(c.name)}${optional ? '?' : ''}: ${t}`;
    }),
  );
}

function relationships(r: Relation): string {
  if (!r.relationships.length) return '[]';
  const items = r.relationships.map(
    (rel) =>
      `{\n  foreignKeyName: ${JSON.stringify(rel.foreignKeyName)}\n  columns: ${JSON.stringify(rel.columns).replace(/,/g, ', ')}\n  isOneToOne: ${rel.isOneToOne}\n  referencedRelation: ${JSON.stringify(rel.referencedRelation)}\n  referencedColumns: ${JSON.stringify(rel.referencedColumns).replace(/,/g, ', ')}\n},`,
  );
  return `[\n${items.map((i) => '  ' + indent(i, '  ')).join('\n')}\n]`;
}

function relationBlock(r: Relation, withWrites: boolean, schemas: Set<string>): string {
  const parts = [`Row: ${columnsBlock(r.columns, 'Row', schemas)}`];
  if (withWrites) parts.push(`Insert: ${columnsBlock(r.columns, 'Insert', schemas)}`, `Update: ${columnsBlock(r.columns, 'Update', schemas)}`);
  parts.push(`Relationships: ${relationships(r)}`);
  return `${key(r.name)}: ${block(parts)}`;
}

function functionShape(f: SqlFunction, schemas: Set<string>): string {
  const args = f.args.length ? block(f.args.map((a) => `${key(a.name)}${a.optional ? '?' : ''}: ${tsType(a.type, schemas)}`)) : 'never';
  let returns: string;
  if (f.returns.kind === 'columns') {
    const cols = block(f.returns.columns.map((c) => `${key(c.name)}: ${tsType(c.type, schemas)}${c.nullable ? ' | null' : ''}`));
    returns = f.returns.set ? `${cols}[]` : cols;
  } else {
    const t = tsType(f.returns.type, schemas);
    returns = f.returns.set ? (/[ |]/.test(t) ? `(${t})[]` : `${t}[]`) : t;
  }
  return block([`Args: ${args}`, `Returns: ${returns}`]);
}

function functionsBlock(fns: SqlFunction[], schemas: Set<string>): string {
  const names = [...new Set(fns.map((f) => f.name))];
  return block(
    names.map((name) => {
      const overloads = fns.filter((f) => f.name === name).map((f) => functionShape(f, schemas));
      return overloads.length === 1 ? `${key(name)}: ${overloads[0]}` : `${key(name)}:\n${overloads.map((o) => '  | ' + indent(o, '    ')).join('\n')}`;
    }),
  );
}

function schemaBlock(s: SchemaModel, schemas: Set<string>): string {
  return `${key(s.name)}: ${block([
    `Tables: ${block(s.tables.map((t) => relationBlock(t, true, schemas)))}`,
    `Views: ${block(s.views.map((v) => relationBlock(v, false, schemas)))}`,
    `Functions: ${functionsBlock(s.functions, schemas)}`,
    `Enums: ${block(s.enums.map((e) => `${key(e.name)}: ${e.values.map((v) => JSON.stringify(v)).join(' | ') || 'never'}`))}`,
    `CompositeTypes: ${block(s.compositeTypes.map((c) => `${key(c.name)}: ${block(c.attributes.map((a) => `${key(a.name)}: ${tsType(a.type, schemas)} | null`))}`))}`,
  ])}`;
}

const HELPERS = `type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

type SchemaName = keyof DatabaseWithoutInternals

type Readable<S extends SchemaName> = DatabaseWithoutInternals[S]["Tables"] & DatabaseWithoutInternals[S]["Views"]

export type Tables<
  NameOrSchema extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"]) | { schema: SchemaName },
  Name extends NameOrSchema extends { schema: SchemaName } ? keyof Readable<NameOrSchema["schema"]> : never = never,
> = NameOrSchema extends { schema: SchemaName }
  ? Readable<NameOrSchema["schema"]>[Name] extends { Row: infer R } ? R : never
  : NameOrSchema extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[NameOrSchema] extends { Row: infer R } ? R : never
    : never

export type TablesInsert<
  NameOrSchema extends keyof DefaultSchema["Tables"] | { schema: SchemaName },
  Name extends NameOrSchema extends { schema: SchemaName } ? keyof DatabaseWithoutInternals[NameOrSchema["schema"]]["Tables"] : never = never,
> = NameOrSchema extends { schema: SchemaName }
  ? DatabaseWithoutInternals[NameOrSchema["schema"]]["Tables"][Name] extends { Insert: infer I } ? I : never
  : NameOrSchema extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][NameOrSchema] extends { Insert: infer I } ? I : never
    : never

export type TablesUpdate<
  NameOrSchema extends keyof DefaultSchema["Tables"] | { schema: SchemaName },
  Name extends NameOrSchema extends { schema: SchemaName } ? keyof DatabaseWithoutInternals[NameOrSchema["schema"]]["Tables"] : never = never,
> = NameOrSchema extends { schema: SchemaName }
  ? DatabaseWithoutInternals[NameOrSchema["schema"]]["Tables"][Name] extends { Update: infer U } ? U : never
  : NameOrSchema extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][NameOrSchema] extends { Update: infer U } ? U : never
    : never

export type Enums<
  NameOrSchema extends keyof DefaultSchema["Enums"] | { schema: SchemaName },
  Name extends NameOrSchema extends { schema: SchemaName } ? keyof DatabaseWithoutInternals[NameOrSchema["schema"]]["Enums"] : never = never,
> = NameOrSchema extends { schema: SchemaName }
  ? DatabaseWithoutInternals[NameOrSchema["schema"]]["Enums"][Name]
  : NameOrSchema extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][NameOrSchema]
    : never

export type CompositeTypes<
  NameOrSchema extends keyof DefaultSchema["CompositeTypes"] | { schema: SchemaName },
  Name extends NameOrSchema extends { schema: SchemaName } ? keyof DatabaseWithoutInternals[NameOrSchema["schema"]]["CompositeTypes"] : never = never,
> = NameOrSchema extends { schema: SchemaName }
  ? DatabaseWithoutInternals[NameOrSchema["schema"]]["CompositeTypes"][Name]
  : NameOrSchema extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][NameOrSchema]
    : never`;

export function renderTypes(models: SchemaModel[], postgrestVersion = '12'): string {
  const schemas = new Set(models.map((m) => m.name));
  const database = block([`__InternalSupabase: {\n  PostgrestVersion: ${JSON.stringify(postgrestVersion)}\n}`, ...models.map((m) => schemaBlock(m, schemas))]);
  const constants = block(
    models.map((m) => `${key(m.name)}: ${m.enums.length ? block([`Enums: ${block(m.enums.map((e) => `${key(e.name)}: ${JSON.stringify(e.values).replace(/","/g, '", "')},`))},`]) : '{\n  Enums: {},\n}'},`),
  );
  return [
    `export type Json =\n  | string\n  | number\n  | boolean\n  | null\n  | { [key: string]: Json | undefined }\n  | Json[]`,
    `export type Database = ${database}`,
    HELPERS,
    `export const Constants = ${constants} as const`,
  ].join('\n\n') + '\n';
}
