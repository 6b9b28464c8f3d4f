// Catalog reader: the functions of some schemas with their arguments (every mode) and return types.
import type { Queryable } from '../adapter.js';

export interface CatalogFunctionArg {
  /** '' when unnamed. */
  name: string;
  /** proargmodes: i, o, b (inout), v (variadic) or t (table column). */
  mode: string;
  typeOid: number;
  /** format_type() without a modifier. */
  type: string;
  typname: string;
  /** The relation whose row type the argument is, if any: [schema, name]. */
  rel: [string, string] | null;
}

export interface CatalogFunction {
  oid: number;
  schema: string;
  name: string;
  volatility: 'i' | 's' | 'v';
  returnsSet: boolean;
  /** prorows: the planner's row estimate of a set-returning function. */
  rows: number;
  ndefaults: number;
  retOid: number;
  retType: string;
  /** The return type's name with one level of domain resolved. */
  retTypname: string;
  /** The relation whose row type the function returns, if any. */
  retSchema: string | null;
  retRel: string | null;
  returnsTrigger: boolean;
  /** Returns event_trigger or internal, or takes an internal argument: not callable from SQL clients. */
  internal: boolean;
  /** Created by an extension. */
  extension: boolean;
  /** Every argument in declaration order (proallargtypes, else proargtypes). */
  args: CatalogFunctionArg[];
}

const FUNCTIONS_SQL = `
select p.oid::int4 as oid, n.nspname::text as schema, p.proname::text as name, p.provolatile::text as volatility, p.proretset as returns_set,
  p.prorows::float8 as rows, p.pronargdefaults::int4 as ndefaults, p.prorettype::int4 as ret_oid, format_type(p.prorettype, null) as ret_type,
  coalesce(bt.typname, rt.typname)::text as ret_typname, rn.nspname::text as ret_schema, rc.relname::text as ret_rel,
  p.prorettype = 'trigger'::regtype as returns_trigger,
  (p.prorettype in ('event_trigger'::regtype, 'internal'::regtype) or 'internal'::regtype = any(p.proargtypes::oid[])) as internal,
  exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e') as extension,
  coalesce((select json_agg(json_build_object('name', coalesce(p.proargnames[k.ord], ''), 'mode', coalesce(p.proargmodes[k.ord]::text, 'i'),
      'typeOid', k.t::int4, 'type', format_type(k.t, null), 'typname', tt.typname,
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
where n.nspname = any($1::text[]) and p.prokind = 'f'
order by p.oid`;

interface Row {
  oid: number;
  schema: string;
  name: string;
  volatility: 'i' | 's' | 'v';
  returns_set: boolean;
  rows: number;
  ndefaults: number;
  ret_oid: number;
  ret_type: string;
  ret_typname: string;
  ret_schema: string | null;
  ret_rel: string | null;
  returns_trigger: boolean;
  internal: boolean;
  extension: boolean;
  args: CatalogFunctionArg[];
}

/** Whether any function or procedure `schema.name` exists. */
export async function functionExists(db: Queryable, schema: string, name: string): Promise<boolean> {
  const r = await db.query<{ ok: boolean }>(
    'select exists (select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = $1 and p.proname = $2) as ok',
    [schema, name],
  );
  return r.rows[0]?.ok === true;
}

/** The plain functions (not procedures or aggregates) of `schemas`, in creation order. */
export async function readFunctions(db: Queryable, schemas: string[]): Promise<CatalogFunction[]> {
  const r = await db.query<Row>(FUNCTIONS_SQL, [schemas]);
  return r.rows.map((f) => ({
    oid: f.oid,
    schema: f.schema,
    name: f.name,
    volatility: f.volatility,
    returnsSet: f.returns_set,
    rows: Number(f.rows),
    ndefaults: Number(f.ndefaults),
    retOid: f.ret_oid,
    retType: f.ret_type,
    retTypname: f.ret_typname,
    retSchema: f.ret_schema,
    retRel: f.ret_rel,
    returnsTrigger: f.returns_trigger,
    internal: f.internal,
    extension: f.extension,
    args: f.args,
  }));
}
