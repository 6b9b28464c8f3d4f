// `gen schema`: the whole current schema of a migrated database as Markdown (per table: the table, its indexes, grants, policies and triggers; then functions, publication, cron jobs).
import type { Queryable } from '../db/adapter.js';
import { introspect } from './introspect.js';
import type { Relation } from './model.js';

type Rows<T> = Promise<{ rows: T[] }>;

const ident = (name: string) => (/^[a-z_][a-z0-9_]*$/.test(name) ? name : `"${name.replace(/"/g, '""')}"`);
const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
const sql = (lines: string[]) => (lines.length ? ['```sql', ...lines, '```', ''] : []);

/** Grants of a table, its columns or a function, one statement per grantee (the owner's own rights left out). */
function grantLines(rows: { grantee: string; privilege: string; column: string | null }[], on: string): string[] {
  const byKey = new Map<string, Set<string>>();
  for (const r of rows) {
    const key = `${r.grantee}\u0000${r.column === null ? '' : r.privilege}`;
    const set = byKey.get(key) ?? new Set<string>();
    set.add(r.column ?? r.privilege);
    byKey.set(key, set);
  }
  return [...byKey.entries()]
    .map(([key, set]) => {
      const [grantee, columnPrivilege] = key.split('\u0000');
      const what = columnPrivilege ? `${columnPrivilege.toLowerCase()} (${[...set].sort().join(', ')})` : [...set].map((p) => p.toLowerCase()).sort().join(', ');
      return `grant ${what} on ${on} to ${grantee};`;
    })
    .sort();
}

function tableLines(schema: string, t: Relation, constraints: string[], comment: string | null): string[] {
  const columns = [...t.columns]
    .sort((a, b) => (a.sql?.position ?? 0) - (b.sql?.position ?? 0))
    .map((c) => {
      const s = c.sql;
      const parts = [ident(c.name), s?.type ?? ''];
      if (s?.identity) parts.push(`generated ${s.identity === 'a' ? 'always' : 'by default'} as identity`);
      else if (s?.generated) parts.push(`generated always as (${s.default}) stored`);
      else if (s?.default) parts.push(`default ${s.default}`);
      if (!c.nullable) parts.push('not null');
      return `  ${parts.join(' ')}`;
    });
  const lines = [`create table ${schema}.${ident(t.name)} (`, [...columns, ...constraints.map((c) => `  ${c}`)].join(',\n'), ');'];
  if (comment) lines.push(`comment on table ${schema}.${ident(t.name)} is ${quote(comment)};`);
  return lines;
}

export async function renderSchemaDoc(db: Queryable, schemas: string[]): Promise<string> {
  const q = <T>(text: string, params: unknown[] = []): Rows<T> => db.query<T>(text, params);
  const models = await introspect(db, schemas);
  const [constraints, indexes, tableInfo, grants, policies, triggers, functions, fnGrants, publication] = await Promise.all([
    q<{ rel: number; def: string }>(
      `select conrelid::int as rel, format('constraint %I %s', conname, pg_get_constraintdef(oid)) as def from pg_constraint
        where conrelid <> 0 and contype <> 'n' order by conrelid, contype <> 'p', conname`,
    ),
    q<{ rel: number; def: string }>(
      `select i.indrelid::int as rel, pg_get_indexdef(i.indexrelid) || ';' as def from pg_index i join pg_class c on c.oid = i.indexrelid
        where not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid) order by c.relname`,
    ),
    q<{ rel: number; rls: boolean; force: boolean; comment: string | null }>(
      `select c.oid::int as rel, c.relrowsecurity as rls, c.relforcerowsecurity as force, obj_description(c.oid, 'pg_class') as comment
         from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = any($1::text[])`,
      [schemas],
    ),
    q<{ rel: number; grantee: string; privilege: string; column: string | null }>(
      `select c.oid::int as rel, coalesce(r.rolname, 'public') as grantee, g.privilege_type as privilege, null as column
         from pg_class c join pg_namespace n on n.oid = c.relnamespace, aclexplode(c.relacl) g left join pg_roles r on r.oid = g.grantee
        where n.nspname = any($1::text[]) and g.grantee <> c.relowner
       union all
       select c.oid::int, coalesce(r.rolname, 'public'), g.privilege_type, a.attname::text
         from pg_class c join pg_namespace n on n.oid = c.relnamespace join pg_attribute a on a.attrelid = c.oid and a.attacl is not null,
              aclexplode(a.attacl) g left join pg_roles r on r.oid = g.grantee
        where n.nspname = any($1::text[]) and g.grantee <> c.relowner`,
      [schemas],
    ),
    q<{ rel: number; schema: string; table: string; def: string }>(
      `select c.oid::int as rel, p.schemaname::text as schema, p.tablename::text as table,
              format('create policy %I on %I.%I as %s for %s to %s%s%s;', p.policyname, p.schemaname, p.tablename, lower(p.permissive), lower(p.cmd),
                     array_to_string(p.roles, ', '), coalesce(E'\\n  using (' || p.qual || ')', ''), coalesce(E'\\n  with check (' || p.with_check || ')', '')) as def
         from pg_policies p join pg_namespace n on n.nspname = p.schemaname join pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
        order by p.schemaname, p.tablename, p.policyname`,
    ),
    q<{ rel: number; schema: string; table: string; def: string }>(
      `select t.tgrelid::int as rel, n.nspname::text as schema, c.relname::text as table, pg_get_triggerdef(t.oid) || ';' as def
         from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
         join pg_proc f on f.oid = t.tgfoid join pg_namespace fn on fn.oid = f.pronamespace
        where not t.tgisinternal and (n.nspname = any($1::text[]) or fn.nspname = any($1::text[]))
        order by n.nspname, c.relname, t.tgname`,
      [schemas],
    ),
    q<{ oid: number; sig: string; def: string; comment: string | null }>(
      `select p.oid::int as oid, p.oid::regprocedure::text as sig, pg_get_functiondef(p.oid) as def, obj_description(p.oid, 'pg_proc') as comment
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = any($1::text[]) and p.prokind in ('f', 'p')
          and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
        order by n.nspname, p.proname, 2`,
      [schemas],
    ),
    q<{ oid: number; grantee: string }>(
      `select p.oid::int as oid, coalesce(r.rolname, 'public') as grantee
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace,
              aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) g left join pg_roles r on r.oid = g.grantee
        where n.nspname = any($1::text[]) and g.grantee <> p.proowner order by 1, 2`,
      [schemas],
    ),
    q<{ pub: string; schema: string; table: string }>(
      `select pubname::text as pub, schemaname::text as schema, tablename::text as table from pg_publication_tables order by 1, 2, 3`,
    ),
  ]);
  const of = <T extends { rel: number }>(rows: T[], rel: number) => rows.filter((r) => r.rel === rel);
  const out = ['<!-- Generated by `npm run schema` from a freshly migrated database; do not edit. -->', '# Current schema', ''];

  for (const model of models) {
    for (const t of model.tables) {
      const rel = t.oid ?? 0;
      const info = tableInfo.rows.find((i) => i.rel === rel);
      const name = `${model.name}.${ident(t.name)}`;
      out.push(`## ${model.name}.${t.name}`, '');
      out.push(...sql(tableLines(model.name, t, of(constraints.rows, rel).map((c) => c.def), info?.comment ?? null)));
      const extra = of(indexes.rows, rel).map((i) => i.def);
      if (info?.rls) extra.push(`alter table ${name} enable row level security;`);
      if (info?.force) extra.push(`alter table ${name} force row level security;`);
      extra.push(...grantLines(of(grants.rows, rel), `table ${name}`));
      out.push(...sql(extra));
      const pol = of(policies.rows, rel).map((p) => p.def);
      if (pol.length) out.push('Policies:', '', ...sql(pol));
      const trg = of(triggers.rows, rel).map((p) => p.def);
      if (trg.length) out.push('Triggers:', '', ...sql(trg));
    }
  }

  // Policies and triggers the migrations add to tables of other schemas (auth.users, storage.objects, realtime.messages).
  const own = new Set(models.flatMap((m) => m.tables.map((t) => t.oid)));
  const foreign = (rows: { rel: number; schema: string; table: string; def: string }[]) => rows.filter((r) => !own.has(r.rel));
  const tables = [...new Set([...foreign(policies.rows), ...foreign(triggers.rows)].map((r) => `${r.schema}.${r.table}`))].sort();
  for (const table of tables) {
    const on = (rows: { schema: string; table: string; def: string }[]) => rows.filter((r) => `${r.schema}.${r.table}` === table).map((r) => r.def);
    const pol = on(foreign(policies.rows));
    const trg = on(foreign(triggers.rows));
    out.push(`## ${table}`, '', ...(pol.length ? ['Policies:', '', ...sql(pol)] : []), ...(trg.length ? ['Triggers:', '', ...sql(trg)] : []));
  }

  out.push('## Functions', '');
  for (const f of functions.rows) {
    const who = fnGrants.rows.filter((g) => g.oid === f.oid).map((g) => g.grantee);
    const lines = [f.def.trimEnd() + ';'];
    if (f.comment) lines.push(`comment on function ${f.sig} is ${quote(f.comment)};`);
    lines.push(who.length ? `-- execute: ${who.join(', ')}` : '-- execute: owner only');
    out.push(`### ${f.sig}`, '', ...sql(lines));
  }

  out.push('## Publications', '', ...sql(publication.rows.map((p) => `alter publication ${p.pub} add table ${p.schema}.${ident(p.table)};`)));
  return out.join('\n').trimEnd() + '\n';
}
