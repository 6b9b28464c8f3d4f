// Catalog reader: every type of the database (with what a domain, array or row type stands for) and enum labels.
import type { Queryable } from '../adapter.js';

export interface CatalogType {
  oid: number;
  typname: string;
  nspname: string;
  /** b, c, d, e, p, r or m. */
  typtype: string;
  /** Element type of an array type. */
  typelem: number;
  /** Base type of a domain. */
  typbasetype: number;
  /** Relation of a row type. */
  typrelid: number;
  typcategory: string;
  /** relkind of the row type's relation. */
  relkind: string | null;
  /** Enum labels in sort order (enums only). */
  labels?: string[];
}

const TYPES_SQL = `select t.oid::int as oid, t.typname::text as typname, n.nspname::text as nspname, t.typtype::text as typtype, t.typelem::int as typelem,
  t.typbasetype::int as typbasetype, t.typrelid::int as typrelid, t.typcategory::text as typcategory, c.relkind::text as relkind,
  case when t.typtype = 'e' then (select json_agg(e.enumlabel::text order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid) end as labels
  from pg_type t join pg_namespace n on n.oid = t.typnamespace left join pg_class c on c.oid = t.typrelid`;

/** Every type by oid. */
export async function readTypes(db: Queryable): Promise<Map<number, CatalogType>> {
  const types = new Map<number, CatalogType>();
  for (const t of (await db.query<CatalogType & { labels: string[] | null }>(TYPES_SQL)).rows) {
    const { labels, ...type } = t;
    types.set(t.oid, t.typtype === 'e' ? { ...type, labels: labels ?? [] } : type);
  }
  return types;
}
