// Catalog reader: every foreign key of the database, and the base relations each view of some schemas reads.
import type { Queryable } from '../adapter.js';

export interface CatalogForeignKey {
  name: string;
  fromOid: number;
  fromSchema: string;
  fromTable: string;
  /** Key columns by number and by name, in key order. */
  fromNums: number[];
  fromCols: string[];
  toOid: number;
  toSchema: string;
  toTable: string;
  toNums: number[];
  toCols: string[];
  /** A partition's copy of its parent table's key. */
  inherited: boolean;
}

const FOREIGN_KEYS_SQL = `
select con.conname::text as name, con.conrelid::int4 as from_oid, ns.nspname::text as from_schema, cs.relname::text as from_table,
  con.confrelid::int4 as to_oid, nt.nspname::text as to_schema, ct.relname::text as to_table, con.conparentid <> 0 as inherited,
  array_to_json(con.conkey) as from_nums, array_to_json(con.confkey) as to_nums,
  (select json_agg(a.attname order by k.ord) from unnest(con.conkey) with ordinality k(num, ord)
    join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num) as from_cols,
  (select json_agg(a.attname order by k.ord) from unnest(con.confkey) with ordinality k(num, ord)
    join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num) as to_cols
from pg_constraint con
join pg_class cs on cs.oid = con.conrelid join pg_namespace ns on ns.oid = cs.relnamespace
join pg_class ct on ct.oid = con.confrelid join pg_namespace nt on nt.oid = ct.relnamespace
where con.contype = 'f'
order by con.oid`;

interface Row {
  name: string;
  from_oid: number;
  from_schema: string;
  from_table: string;
  from_nums: number[];
  from_cols: string[];
  to_oid: number;
  to_schema: string;
  to_table: string;
  to_nums: number[];
  to_cols: string[];
  inherited: boolean;
}

export async function readForeignKeys(db: Queryable): Promise<CatalogForeignKey[]> {
  const r = await db.query<Row>(FOREIGN_KEYS_SQL);
  return r.rows.map((f) => ({
    name: f.name,
    fromOid: f.from_oid,
    fromSchema: f.from_schema,
    fromTable: f.from_table,
    fromNums: f.from_nums,
    fromCols: f.from_cols,
    toOid: f.to_oid,
    toSchema: f.to_schema,
    toTable: f.to_table,
    toNums: f.to_nums,
    toCols: f.to_cols,
    inherited: f.inherited,
  }));
}

export interface ViewBase {
  viewSchema: string;
  viewName: string;
  baseSchema: string;
  baseName: string;
}

/** The relations each view (or materialized view) of `schemas` reads from, from the view's rewrite rule. */
const VIEW_BASES_SQL = `
select distinct vn.nspname as view_schema, v.relname as view_name, bn.nspname as base_schema, b.relname as base_name
from pg_rewrite r
join pg_class v on v.oid = r.ev_class and v.relkind in ('v', 'm')
join pg_namespace vn on vn.oid = v.relnamespace
join pg_depend d on d.objid = r.oid and d.classid = 'pg_rewrite'::regclass and d.refclassid = 'pg_class'::regclass
join pg_class b on b.oid = d.refobjid and b.oid <> v.oid and b.relkind in ('r', 'p', 'v', 'm', 'f')
join pg_namespace bn on bn.oid = b.relnamespace
where vn.nspname = any($1::text[])`;

export async function readViewBases(db: Queryable, schemas: string[]): Promise<ViewBase[]> {
  const r = await db.query<{ view_schema: string; view_name: string; base_schema: string; base_name: string }>(VIEW_BASES_SQL, [schemas]);
  return r.rows.map((v) => ({ viewSchema: v.view_schema, viewName: v.view_name, baseSchema: v.base_schema, baseName: v.base_name }));
}
