// Reads tables, views, functions, enums and composite types of the given schemas from pg_catalog into a SchemaModel per schema.
import type { Queryable } from '../db/adapter.js';
import type { Column, FunctionArg, FunctionReturn, Relation, SchemaModel, SqlFunction, TypeRef } from './model.js';

interface PgType {
  oid: number;
  typname: string;
  nspname: string;
  typtype: string;
  typelem: number;
  typbasetype: number;
  typrelid: number;
  typcategory: string;
  relkind: string | null;
}

const byName = <T extends { name: string }>(a: T, b: T) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

export async function introspect(db: Queryable, schemas: string[]): Promise<SchemaModel[]> {
  const types = new Map<number, PgType>();
  for (const t of (
    await db.query<PgType>(`select t.oid::int as oid, t.typname, n.nspname, t.typtype::text, t.typelem::int as typelem,
      t.typbasetype::int as typbasetype, t.typrelid::int as typrelid, t.typcategory::text, c.relkind::text as relkind
      from pg_type t join pg_namespace n on n.oid = t.typnamespace left join pg_class c on c.oid = t.typrelid`)
  ).rows)
    types.set(t.oid, t);
  const enumValues = new Map<number, string[]>();
  for (const e of (await db.query<{ oid: number; labels: string[] }>(`select enumtypid::int as oid, array_agg(enumlabel::text order by enumsortorder) as labels from pg_enum group by enumtypid`)).rows)
    enumValues.set(e.oid, parseTextArray(e.labels));

  const ref = (oid: number): TypeRef => {
    const t = types.get(oid);
    if (!t) return { kind: 'base', name: 'unknown' };
    if (t.typtype === 'd') return ref(t.typbasetype);
    if (t.typcategory === 'A' && t.typelem) return { kind: 'array', element: ref(t.typelem) };
    if (t.typtype === 'e') return { kind: 'enum', schema: t.nspname, name: t.typname, values: enumValues.get(oid) ?? [] };
    if (t.typtype === 'c') {
      const of = t.relkind && 'rpf'.includes(t.relkind) ? 'Tables' : t.relkind && 'vm'.includes(t.relkind) ? 'Views' : undefined;
      return of ? { kind: 'composite', schema: t.nspname, name: t.typname, of } : { kind: 'composite', schema: t.nspname, name: t.typname };
    }
    return { kind: 'base', name: t.typname };
  };

  const rels = (
    await db.query<{ oid: number; nspname: string; relname: string; relkind: string }>(
      `select c.oid::int as oid, n.nspname, c.relname, c.relkind::text from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = any($1::text[]) and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c')
         and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')`,
      [schemas],
    )
  ).rows;
  const relOids = rels.map((r) => r.oid);
  const attrs = (
    await db.query<{ attrelid: number; attnum: number; attname: string; atttypid: number; attnotnull: boolean; atthasdef: boolean; attidentity: string; attgenerated: string; sqltype: string; defexpr: string | null }>(
      `select a.attrelid::int as attrelid, a.attnum::int as attnum, a.attname::text, a.atttypid::int as atttypid, a.attnotnull, a.atthasdef,
              a.attidentity::text, a.attgenerated::text, format_type(a.atttypid, a.atttypmod) as sqltype, pg_get_expr(d.adbin, d.adrelid) as defexpr
       from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
       where a.attrelid = any($1::oid[]) and a.attnum > 0 and not a.attisdropped`,
      [relOids],
    )
  ).rows;
  const attrsOf = new Map<number, typeof attrs>();
  for (const a of attrs) attrsOf.set(a.attrelid, [...(attrsOf.get(a.attrelid) ?? []), a]);
  const attName = (rel: number, num: number) => attrsOf.get(rel)?.find((a) => a.attnum === num)?.attname ?? String(num);

  const cons = (
    await db.query<{ conname: string; contype: string; conrelid: number; confrelid: number; conkey: string; confkey: string; refname: string | null }>(
      `select con.conname::text, con.contype::text, con.conrelid::int as conrelid, con.confrelid::int as confrelid,
              con.conkey::text, con.confkey::text, r.relname::text as refname
       from pg_constraint con left join pg_class r on r.oid = con.confrelid
       where con.conrelid = any($1::oid[]) and con.contype in ('f', 'p', 'u')`,
      [relOids],
    )
  ).rows;
  const keys = (s: string | null) => (s ? s.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number) : []);

  const viewNullable = new Set(['v', 'm']);
  const relation = (r: (typeof rels)[number]): Relation => {
    const columns: Column[] = (attrsOf.get(r.oid) ?? [])
      .map((a) => ({
        name: a.attname,
        type: ref(a.atttypid),
        nullable: viewNullable.has(r.relkind) ? true : !a.attnotnull,
        hasDefault: a.atthasdef || a.attidentity !== '',
        readOnly: a.attidentity === 'a' || a.attgenerated !== '',
        sql: { position: a.attnum, type: a.sqltype, default: a.defexpr, identity: a.attidentity, generated: a.attgenerated },
      }))
      .sort(byName);
    const uniques = cons.filter((c) => c.conrelid === r.oid && (c.contype === 'p' || c.contype === 'u')).map((c) => keys(c.conkey).sort().join(','));
    const relationships = cons
      .filter((c) => c.conrelid === r.oid && c.contype === 'f')
      .map((c) => ({
        foreignKeyName: c.conname,
        columns: keys(c.conkey).map((k) => attName(r.oid, k)),
        isOneToOne: uniques.includes(keys(c.conkey).sort().join(',')),
        referencedRelation: c.refname ?? '',
        referencedColumns: keys(c.confkey).map((k) => attName(c.confrelid, k)),
      }))
      .sort((a, b) => (a.foreignKeyName + a.referencedRelation < b.foreignKeyName + b.referencedRelation ? -1 : 1));
    return { name: r.relname, oid: r.oid, columns, relationships };
  };

  // Relationships may point at tables outside `schemas`: their column names are needed too.
  const refOids = cons.filter((c) => c.contype === 'f' && !attrsOf.has(c.confrelid)).map((c) => c.confrelid);
  if (refOids.length) {
    for (const a of (
      await db.query<{ attrelid: number; attnum: number; attname: string }>(
        `select attrelid::int as attrelid, attnum::int as attnum, attname::text from pg_attribute where attrelid = any($1::oid[]) and attnum > 0`,
        [refOids],
      )
    ).rows)
      attrsOf.set(a.attrelid, [...(attrsOf.get(a.attrelid) ?? []), { ...a, atttypid: 0, attnotnull: false, atthasdef: false, attidentity: '', attgenerated: '', sqltype: '', defexpr: null }]);
  }

  const procs = (
    await db.query<{ nspname: string; proname: string; argnames: string | null; argmodes: string | null; alltypes: string | null; intypes: string; ndefaults: number; rettype: number; retset: boolean }>(
      `select n.nspname, p.proname::text, p.proargnames::text as argnames, p.proargmodes::text as argmodes,
              p.proallargtypes::text as alltypes, p.proargtypes::text as intypes, p.pronargdefaults::int as ndefaults,
              p.prorettype::int as rettype, p.proretset as retset
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = any($1::text[]) and p.prokind = 'f'
         and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype, 'internal'::regtype)
         and not ('internal'::regtype = any(p.proargtypes::oid[]))
         and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`,
      [schemas],
    )
  ).rows;

  const fn = (p: (typeof procs)[number]): SqlFunction => {
    const names = p.argnames ? parseTextArray(p.argnames) : [];
    const modes = p.argmodes ? parseTextArray(p.argmodes) : [];
    const all = p.alltypes ? keys(p.alltypes) : p.intypes.trim() ? p.intypes.trim().split(/\s+/).map(Number) : [];
    const inputs: FunctionArg[] = [];
    const outs: { name: string; type: TypeRef; nullable: boolean }[] = [];
    all.forEach((oid, i) => {
      const mode = modes[i] ?? 'i';
      if (mode === 'i' || mode === 'b' || mode === 'v') inputs.push({ name: names[i] ?? '', type: ref(oid), optional: false });
      if (mode === 'o' || mode === 'b' || mode === 't') outs.push({ name: names[i] ?? '', type: ref(oid), nullable: true });
    });
    inputs.forEach((a, i) => (a.optional = i >= inputs.length - p.ndefaults));
    let returns: FunctionReturn;
    const rt = types.get(p.rettype);
    if (outs.length) returns = { kind: 'columns', columns: outs.sort(byName), set: p.retset };
    else if (rt?.typtype === 'c' && rt.typrelid) {
      const rel = rels.find((r) => r.oid === rt.typrelid);
      const cols = (attrsOf.get(rt.typrelid) ?? []).map((a) => ({ name: a.attname, type: ref(a.atttypid), nullable: rel ? relation(rel).columns.find((c) => c.name === a.attname)!.nullable : true }));
      returns = rel && rel.relkind !== 'c' ? { kind: 'columns', columns: cols.sort(byName), set: p.retset } : { kind: 'type', type: ref(p.rettype), set: p.retset };
    } else returns = { kind: 'type', type: ref(p.rettype), set: p.retset };
    return { name: p.proname, args: inputs.sort(byName), returns };
  };

  return [...schemas].sort().map((schema) => ({
    name: schema,
    tables: rels.filter((r) => r.nspname === schema && ['r', 'p', 'f'].includes(r.relkind)).map(relation).sort(byName),
    views: rels.filter((r) => r.nspname === schema && ['v', 'm'].includes(r.relkind)).map((r) => ({ ...relation(r), relationships: [] })).sort(byName),
    functions: procs.filter((p) => p.nspname === schema).map(fn).sort((a, b) => (a.name === b.name ? (JSON.stringify(a.args) < JSON.stringify(b.args) ? -1 : 1) : a.name < b.name ? -1 : 1)),
    enums: [...types.values()]
      .filter((t) => t.nspname === schema && t.typtype === 'e')
      .map((t) => ({ name: t.typname, values: enumValues.get(t.oid) ?? [] }))
      .sort(byName),
    compositeTypes: rels
      .filter((r) => r.nspname === schema && r.relkind === 'c')
      .map((r) => ({ name: r.relname, attributes: (attrsOf.get(r.oid) ?? []).map((a) => ({ name: a.attname, type: ref(a.atttypid) })).sort(byName) }))
      .sort(byName),
  }));
}

/** Postgres text form of a one-dimensional text array ({a,"b c"}) → strings. */
export function parseTextArray(text: string | string[]): string[] {
  if (Array.isArray(text)) return text;
  const inner = text.replace(/^\{|\}$/g, '');
  if (!inner) return [];
  const out: string[] = [];
  let i = 0;
  while (i < inner.length) {
    if (inner[i] === '"') {
      let s = '';
      i++;
      while (i < inner.length && inner[i] !== '"') {
        if (inner[i] === '\\') i++;
        s += inner[i++];
      }
      out.push(s);
      i += 2;
    } else {
      const end = inner.indexOf(',', i);
      out.push(inner.slice(i, end < 0 ? inner.length : end));
      i = end < 0 ? inner.length : end + 1;
    }
  }
  return out;
}
