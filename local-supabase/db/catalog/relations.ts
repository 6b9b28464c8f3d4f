// Catalog reader: relations (tables, views, partitions, composite types) with their columns and primary/unique keys.
import type { Queryable } from '../adapter.js';

export interface CatalogColumn {
  num: number;
  name: string;
  typeOid: number;
  /** The declared type's name (a domain's own name; _text for text[]). */
  typname: string;
  /** The declared type's name with one level of domain resolved to its base type. */
  baseTypname: string;
  /** format_type() with the type modifier: the column as SQL declares it, safe as a cast target. */
  sqlType: string;
  notNull: boolean;
  hasDefault: boolean;
  default: string | null;
  /** 'a' (always), 'd' (by default) or ''. */
  identity: string;
  /** 's' (stored) or ''. */
  generated: string;
}

export interface CatalogKey {
  name: string;
  type: 'p' | 'u';
  /** Key columns by number and by name, in key order. */
  nums: number[];
  cols: string[];
}

export interface CatalogRelation {
  oid: number;
  schema: string;
  name: string;
  /** pg_class.relkind: r, p, v, m, f or c. */
  kind: string;
  partition: boolean;
  rls: boolean;
  /** relreplident: d, n, f or i. */
  replicaIdentity: string;
  /** Created by an extension (left out of generated types). */
  extension: boolean;
  /** In attnum order. */
  columns: CatalogColumn[];
  keys: CatalogKey[];
}

const RELATIONS_SQL = `
select c.oid::int4 as oid, n.nspname::text as schema, c.relname::text as name, c.relkind::text as kind, c.relispartition as partition,
  c.relrowsecurity as rls, c.relreplident::text as replica_identity,
  exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e') as extension,
  coalesce((select json_agg(json_build_object(
      'num', a.attnum,
      'name', a.attname,
      'typeOid', a.atttypid::int4,
      'typname', t.typname,
      'baseTypname', coalesce(bt.typname, t.typname),
      'sqlType', format_type(a.atttypid, a.atttypmod),
      'notNull', a.attnotnull,
      'hasDefault', a.atthasdef,
      'default', pg_get_expr(d.adbin, d.adrelid),
      'identity', a.attidentity::text,
      'generated', a.attgenerated::text) order by a.attnum)
    from pg_attribute a
    join pg_type t on t.oid = a.atttypid
    left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]') as columns,
  coalesce((select json_agg(json_build_object('name', con.conname, 'type', con.contype::text, 'nums', con.conkey,
      'cols', (select json_agg(a.attname order by k.ord) from unnest(con.conkey) with ordinality k(num, ord)
        join pg_attribute a on a.attrelid = c.oid and a.attnum = k.num)) order by con.oid)
    from pg_constraint con where con.conrelid = c.oid and con.contype in ('p', 'u')), '[]') as keys
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname = any($1::text[]) and ($2::text is null or c.relname = $2) and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c')
order by c.oid`;

type Row = Omit<CatalogRelation, 'replicaIdentity'> & { replica_identity: string };

/** Whether a relation (of any kind) `schema.name` exists. */
export async function relationExists(db: Queryable, schema: string, name: string): Promise<boolean> {
  const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
  const r = await db.query<{ ok: boolean }>('select to_regclass($1) is not null as ok', [`${quote(schema)}.${quote(name)}`]);
  return r.rows[0]?.ok === true;
}

/** Every relation of `schemas`, or only the one named `name` in them. */
export async function readRelations(db: Queryable, schemas: string[], name: string | null = null): Promise<CatalogRelation[]> {
  const r = await db.query<Row>(RELATIONS_SQL, [schemas, name]);
  return r.rows.map(({ replica_identity, ...rel }) => ({ ...rel, replicaIdentity: replica_identity }));
}
