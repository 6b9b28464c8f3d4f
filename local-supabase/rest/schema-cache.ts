// Schema cache: introspects the exposed schemas (relations, columns, keys, foreign keys, functions) once per reload.
import type { Queryable } from '../db/adapter.js';

export interface Column {
  name: string;
  /** format_type() text, safe to use as a cast target. */
  type: string;
  /** Base type name (domains resolved), e.g. int4, text, jsonb, tsvector, _text for text[]. */
  typname: string;
  nullable: boolean;
  defaultExpr: string | null;
  /** Identity or generated columns: defaults come from a sequence / expression Postgres owns. */
  identity: boolean;
  /** A computed field: a function taking the row (`fn(tbl)`), selected and filtered like a column; `arg` is the row type. */
  computed?: { schema: string; name: string; arg: { schema: string; name: string } };
}

export interface Relation {
  schema: string;
  name: string;
  kind: 'table' | 'view' | 'matview' | 'foreign' | 'partitioned';
  columns: Map<string, Column>;
  columnList: Column[];
  pk: string[];
  uniques: string[][];
  /** Computed fields by name (not part of `*`). */
  computed?: Map<string, Column>;
}

export interface ForeignKey {
  name: string;
  fromSchema: string;
  fromTable: string;
  fromCols: string[];
  toSchema: string;
  toTable: string;
  toCols: string[];
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
  variadic: boolean;
}

export interface Func {
  schema: string;
  name: string;
  args: FunctionArg[];
  volatility: 'i' | 's' | 'v';
  returnsSet: boolean;
  /** `ROWS n` of a set-returning function (1 makes a computed relationship to-one). */
  rows: number;
  /** PostgREST only exposes functions whose parameters are all named, or that take one unnamed bytea/json/jsonb/text/xml. */
  callable: boolean;
  /** void: no result; scalar: a single value per row; composite: rows with columns. */
  ret: { kind: 'void' | 'scalar' | 'composite'; type: string; relation?: { schema: string; name: string }; columns: Column[] };
}

/** A computed relationship: `fn(parent_row) returns [setof] target` embeds like a table; to-one unless setof without ROWS 1. */
export interface ComputedRel {
  schema: string;
  name: string;
  from: { schema: string; name: string };
  to: { schema: string; name: string };
  toOne: boolean;
}

export interface SchemaCache {
  relations: Map<string, Relation>;
  foreignKeys: ForeignKey[];
  computedRels: ComputedRel[];
  functions: Map<string, Func[]>;
  timezones: Set<string>;
  /** Per-role settings PostgREST applies when impersonating (only the ones safe to set per transaction). */
  roleSettings: Map<string, [string, string][]>;
  /** Roles a token may name: those granted to the authenticator role (as PostgREST, which switches roles as it). */
  assumableRoles: Set<string>;
  /** Every role of the database (a token naming an unknown role gets Postgres' own 22023). */
  knownRoles: Set<string>;
}

export const relKey = (schema: string, name: string) => `${schema}.${name}`;

const KINDS: Record<string, Relation['kind']> = { r: 'table', v: 'view', m: 'matview', f: 'foreign', p: 'partitioned' };

const COLUMNS_SQL = `
select n.nspname as schema, c.relname as rel, c.relkind::text as kind,
  coalesce((select json_agg(json_build_object(
      'name', a.attname,
      'type', format_type(a.atttypid, a.atttypmod),
      'typname', coalesce(bt.typname, t.typname),
      'nullable', not a.attnotnull,
      'default', pg_get_expr(d.adbin, d.adrelid),
      'identity', a.attidentity <> '') order by a.attnum)
    from pg_attribute a
    join pg_type t on t.oid = a.atttypid
    left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]') as columns,
  coalesce((select json_agg(json_build_object('type', con.contype::text, 'cols',
      (select json_agg(a.attname order by k.ord) from unnest(con.conkey) with ordinality k(num, ord)
        join pg_attribute a on a.attrelid = c.oid and a.attnum = k.num)))
    from pg_constraint con where con.conrelid = c.oid and con.contype in ('p', 'u')), '[]') as keys
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname = any($1::text[]) and c.relkind in ('r', 'v', 'm', 'f', 'p') and not c.relispartition`;

const FKS_SQL = `
select con.conname as name, ns.nspname as from_schema, cs.relname as from_table, nt.nspname as to_schema, ct.relname as to_table,
  (select json_agg(a.attname order by k.ord) from unnest(con.conkey) with ordinality k(num, ord)
    join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num) as from_cols,
  (select json_agg(a.attname order by k.ord) from unnest(con.confkey) with ordinality k(num, ord)
    join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num) as to_cols
from pg_constraint con
join pg_class cs on cs.oid = con.conrelid join pg_namespace ns on ns.oid = cs.relnamespace
join pg_class ct on ct.oid = con.confrelid join pg_namespace nt on nt.oid = ct.relnamespace
where con.contype = 'f' and con.conparentid = 0`;

/** Views over one base table inherit its foreign keys when the key columns appear in the view under the same names. */
const VIEW_BASES_SQL = `
select distinct vn.nspname as view_schema, v.relname as view_name, bn.nspname as base_schema, b.relname as base_name
from pg_rewrite r
join pg_class v on v.oid = r.ev_class and v.relkind in ('v', 'm')
join pg_namespace vn on vn.oid = v.relnamespace
join pg_depend d on d.objid = r.oid and d.classid = 'pg_rewrite'::regclass and d.refclassid = 'pg_class'::regclass
join pg_class b on b.oid = d.refobjid and b.oid <> v.oid and b.relkind in ('r', 'p', 'v', 'm', 'f')
join pg_namespace bn on bn.oid = b.relnamespace
where vn.nspname = any($1::text[])`;

const FUNCTIONS_SQL = `
select n.nspname as schema, p.proname as name, p.provolatile::text as volatility, p.proretset as returns_set, p.prorows::float8 as rows,
  p.pronargs as nargs, p.pronargdefaults as ndefaults, format_type(p.prorettype, null) as ret_type,
  coalesce(bt.typname, rt.typname) as ret_typname, rt.typtype::text as ret_typtype, rn.nspname as ret_schema, rc.relname as ret_rel,
  coalesce((select json_agg(json_build_object('name', coalesce(p.proargnames[k.ord], ''), 'type', format_type(k.t, null),
      'mode', coalesce(p.proargmodes[k.ord]::text, 'i'), 'typname', tt.typname,
      'rel', (select json_build_array(n2.nspname, c2.relname) from pg_class c2 join pg_namespace n2 on n2.oid = c2.relnamespace
        where c2.oid = tt.typrelid and tt.typrelid <> 0)) order by k.ord)
    from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality k(t, ord)
    join pg_type tt on tt.oid = k.t), '[]') as args
from pg_proc p
join pg_namespace n on n.oid = p.pronamespace
join pg_type rt on rt.oid = p.prorettype
left join pg_type bt on rt.typtype = 'd' and bt.oid = rt.typbasetype
left join pg_class rc on rc.oid = rt.typrelid and rt.typrelid <> 0
left join pg_namespace rn on rn.oid = rc.relnamespace
where n.nspname = any($1::text[]) and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype
order by p.oid`;

const ROLE_SETTINGS = new Set(['statement_timeout', 'lock_timeout', 'idle_in_transaction_session_timeout']);
const ROLE_SETTINGS_SQL = `
select r.rolname as role, array_to_json(s.setconfig) as config
from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
where s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
order by s.setdatabase`;

const ASSUMABLE_ROLES_SQL = `
select r.rolname as role from pg_auth_members m join pg_roles r on r.oid = m.roleid
where m.member = (select oid from pg_roles where rolname = 'authenticator')`;

interface KeyRow { type: string; cols: string[] }

export async function loadSchemaCache(db: Queryable, schemas: string[]): Promise<SchemaCache> {
  const relations = new Map<string, Relation>();
  const rels = await db.query<{ schema: string; rel: string; kind: string; columns: Record<string, unknown>[]; keys: KeyRow[] }>(COLUMNS_SQL, [schemas]);
  for (const r of rels.rows) {
    const columnList: Column[] = r.columns.map((c) => ({
      name: String(c.name),
      type: String(c.type),
      typname: String(c.typname),
      nullable: Boolean(c.nullable),
      defaultExpr: (c.default as string | null) ?? null,
      identity: Boolean(c.identity),
    }));
    relations.set(relKey(r.schema, r.rel), {
      schema: r.schema,
      name: r.rel,
      kind: KINDS[r.kind] ?? 'table',
      columns: new Map(columnList.map((c) => [c.name, c])),
      columnList,
      pk: r.keys.find((k) => k.type === 'p')?.cols ?? [],
      uniques: r.keys.filter((k) => k.type === 'u').map((k) => k.cols),
    });
  }

  const fks = await db.query<{ name: string; from_schema: string; from_table: string; to_schema: string; to_table: string; from_cols: string[]; to_cols: string[] }>(FKS_SQL);
  const foreignKeys: ForeignKey[] = fks.rows.map((f) => ({
    name: f.name,
    fromSchema: f.from_schema,
    fromTable: f.from_table,
    fromCols: f.from_cols,
    toSchema: f.to_schema,
    toTable: f.to_table,
    toCols: f.to_cols,
  }));
  const views = await db.query<{ view_schema: string; view_name: string; base_schema: string; base_name: string }>(VIEW_BASES_SQL, [schemas]);
  // Twice: the second pass maps the other end of view-derived keys, giving view-to-view relationships.
  const viaViews = viewForeignKeys(views.rows, foreignKeys, relations);
  const seen = new Set(foreignKeys.map(fkKey));
  for (const fk of [...viaViews, ...viewForeignKeys(views.rows, viaViews, relations)]) {
    if (!seen.has(fkKey(fk))) {
      seen.add(fkKey(fk));
      foreignKeys.push(fk);
    }
  }

  const functions = new Map<string, Func[]>();
  const computedRels: ComputedRel[] = [];
  const fns = await db.query<Record<string, any>>(FUNCTIONS_SQL, [schemas]);
  for (const f of fns.rows) {
    const all = f.args as { name: string; type: string; mode: string; typname: string; rel: [string, string] | null }[];
    const inputs = all.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
    const outputs = all.filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't');
    const firstDefault = inputs.length - Number(f.ndefaults);
    const args: FunctionArg[] = inputs.map((a, i) => ({ name: a.name, type: a.type, hasDefault: i >= firstDefault, variadic: a.mode === 'v' }));
    let ret: Func['ret'];
    if (f.ret_typname === 'void') ret = { kind: 'void', type: 'void', columns: [] };
    else if (f.ret_rel) {
      const rel = relations.get(relKey(f.ret_schema, f.ret_rel));
      ret = { kind: 'composite', type: f.ret_type, relation: { schema: f.ret_schema, name: f.ret_rel }, columns: rel?.columnList ?? [] };
    } else if (f.ret_typname === 'record' && outputs.length) {
      ret = {
        kind: 'composite',
        type: 'record',
        columns: outputs.map((o) => ({ name: o.name, type: o.type, typname: o.typname, nullable: true, defaultExpr: null, identity: false })),
      };
    } else ret = { kind: 'scalar', type: f.ret_type, columns: [] };
    const unnamed = inputs.filter((a) => a.name === '').length;
    const callable = unnamed === 0 || (unnamed === 1 && ['bytea', 'json', 'jsonb', 'text', 'xml'].includes(inputs[0].type));
    const fn: Func = { schema: f.schema, name: f.name, args, volatility: f.volatility, returnsSet: f.returns_set, rows: Number(f.rows), callable, ret };
    const owner = inputs.length === 1 && inputs[0].rel ? relations.get(relKey(inputs[0].rel[0], inputs[0].rel[1])) : undefined;
    if (owner && f.ret_rel && relations.has(relKey(f.ret_schema, f.ret_rel))) {
      computedRels.push({
        schema: f.schema,
        name: f.name,
        from: { schema: owner.schema, name: owner.name },
        to: { schema: f.ret_schema, name: f.ret_rel },
        toOne: !f.returns_set || Number(f.rows) === 1,
      });
    }
    if (owner && !f.returns_set && ret.kind === 'scalar' && !owner.columns.has(f.name)) {
      owner.computed ??= new Map();
      owner.computed.set(f.name, {
        name: f.name,
        type: f.ret_type,
        typname: f.ret_typname,
        nullable: true,
        defaultExpr: null,
        identity: false,
        computed: { schema: f.schema, name: f.name, arg: { schema: owner.schema, name: owner.name } },
      });
    }
    const key = relKey(f.schema, f.name);
    functions.set(key, [...(functions.get(key) ?? []), fn]);
  }

  const tz = await db.query<{ name: string }>('select name from pg_timezone_names');
  const settings = await db.query<{ role: string; config: string[] }>(ROLE_SETTINGS_SQL);
  const roleSettings = new Map<string, [string, string][]>();
  for (const r of settings.rows) {
    const pairs = r.config
      .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)] as [string, string])
      .filter(([k]) => ROLE_SETTINGS.has(k));
    if (pairs.length) roleSettings.set(r.role, [...(roleSettings.get(r.role) ?? []), ...pairs]);
  }
  const granted = await db.query<{ role: string }>(ASSUMABLE_ROLES_SQL);
  // A database without the authenticator role (not set up as Supabase): the three API roles.
  const assumableRoles = new Set(granted.rows.length ? granted.rows.map((r) => r.role) : ['anon', 'authenticated', 'service_role']);
  const known = await db.query<{ role: string }>('select rolname as role from pg_roles');
  const knownRoles = new Set(known.rows.map((r) => r.role));
  return { relations, foreignKeys, computedRels, functions, timezones: new Set(tz.rows.map((r) => r.name)), roleSettings, assumableRoles, knownRoles };
}

const fkKey = (f: ForeignKey) => `${f.name}|${f.fromSchema}.${f.fromTable}|${f.toSchema}.${f.toTable}`;

function viewForeignKeys(
  views: { view_schema: string; view_name: string; base_schema: string; base_name: string }[],
  fks: ForeignKey[],
  relations: Map<string, Relation>,
): ForeignKey[] {
  const out: ForeignKey[] = [];
  const has = (schema: string, name: string, cols: string[]) => {
    const rel = relations.get(relKey(schema, name));
    return !!rel && cols.every((c) => rel.columns.has(c));
  };
  for (const v of views) {
    for (const fk of fks) {
      if (fk.fromSchema === v.base_schema && fk.fromTable === v.base_name && has(v.view_schema, v.view_name, fk.fromCols)) {
        out.push({ ...fk, fromSchema: v.view_schema, fromTable: v.view_name });
      }
      if (fk.toSchema === v.base_schema && fk.toTable === v.base_name && has(v.view_schema, v.view_name, fk.toCols)) {
        out.push({ ...fk, toSchema: v.view_schema, toTable: v.view_name });
      }
    }
  }
  return out;
}
