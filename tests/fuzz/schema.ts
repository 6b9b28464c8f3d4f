// Fuzz model of the exposed schema, read at run time: relations, callable functions, sample values, what a write can reach, and table hashes.
import type { Queryable } from '../../local-supabase/db/adapter.js';
import { loadSchemaCache, type Column, type Func, type Relation } from '../../local-supabase/rest/schema-cache.js';

export interface FuzzRelation {
  schema: string;
  name: string;
  kind: Relation['kind'];
  columns: Column[];
  pk: string[];
  /** Relations an embed may name from here (foreign keys either way, views included). */
  related: string[];
  /** Foreign key constraint names usable as `!hint`. */
  fkNames: string[];
  /** Up to a few real values per column, as text, so filters and bodies also hit existing rows. */
  samples: Map<string, string[]>;
}

export interface FuzzFunction {
  schema: string;
  name: string;
  args: { name: string; type: string; hasDefault: boolean }[];
}

export interface FuzzSchema {
  schemas: string[];
  relations: FuzzRelation[];
  functions: FuzzFunction[];
  /** Labels of each enum type, by type name. */
  enums: Map<string, string[]>;
  /** Base tables whose rows the snapshot hashes (`schema.name`). */
  tables: string[];
  /**
   * For a relation (`schema.name`) or a function (`fn:schema.name`): every exposed table a committed write through it may
   * change (itself, views' bases, trigger functions, cascading foreign keys, tables and functions named in a function body).
   */
  reach: Map<string, Set<string>>;
}

const q = (s: string) => `"${s.replace(/"/g, '""')}"`;

/** Reads the exposed schemas as a superuser sees them (a connection that bypasses RLS). */
export async function discoverSchema(db: Queryable, schemas: string[]): Promise<FuzzSchema> {
  const cache = await loadSchemaCache(db, schemas);
  const relations: FuzzRelation[] = [];
  for (const rel of cache.relations.values()) {
    const key = `${rel.schema}.${rel.name}`;
    const related = new Set<string>();
    const fkNames = new Set<string>();
    for (const fk of cache.foreignKeys) {
      const other = `${fk.fromSchema}.${fk.fromTable}` === key ? fk.toTable : `${fk.toSchema}.${fk.toTable}` === key ? fk.fromTable : null;
      if (other === null || !schemas.includes(other === fk.toTable ? fk.toSchema : fk.fromSchema)) continue;
      related.add(other);
      fkNames.add(fk.name);
    }
    relations.push({
      schema: rel.schema,
      name: rel.name,
      kind: rel.kind,
      columns: rel.columnList,
      pk: rel.pk,
      related: [...related],
      fkNames: [...fkNames],
      samples: await sampleValues(db, rel),
    });
  }
  const functions: FuzzFunction[] = [];
  for (const overloads of cache.functions.values())
    for (const f of overloads as Func[])
      if (f.callable) functions.push({ schema: f.schema, name: f.name, args: f.args.map((a) => ({ name: a.name, type: a.type, hasDefault: a.hasDefault })) });
  const enums = new Map<string, string[]>();
  const en = await db.query<{ typname: string; labels: string[] }>(
    `select t.typname, array_agg(e.enumlabel::text order by e.enumsortorder) as labels from pg_enum e join pg_type t on t.oid = e.enumtypid group by t.typname`,
  );
  for (const r of en.rows) enums.set(r.typname, r.labels);
  const tables = relations.filter((r) => r.kind === 'table' || r.kind === 'partitioned').map((r) => `${r.schema}.${r.name}`).sort();
  return { schemas, relations, functions, enums, tables, reach: await writeReach(db, schemas, tables) };
}

async function sampleValues(db: Queryable, rel: Relation): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  const cols = rel.columnList.filter((c) => !['tsvector', 'bytea'].includes(c.typname));
  if (!cols.length) return out;
  const sql = `select ${cols.map((c) => `${q(c.name)}::text as ${q(c.name)}`).join(', ')} from ${q(rel.schema)}.${q(rel.name)} limit 4`;
  try {
    const res = await db.query<Record<string, string | null>>(sql);
    for (const c of cols) out.set(c.name, [...new Set(res.rows.map((r) => r[c.name]).filter((v): v is string => v !== null))]);
  } catch {
    // A view that fails to read for the superuser still gets fuzzed, with generated values only.
  }
  return out;
}

/**
 * The write graph, as an over-approximation: a committed 2xx write may change any table reachable from its target.
 * Edges: view → the relations it reads; relation → its trigger functions; table → tables whose foreign keys cascade
 * (or set null/default) from it; function → exposed tables and functions whose names its body mentions.
 */
async function writeReach(db: Queryable, schemas: string[], tables: string[]): Promise<Map<string, Set<string>>> {
  const edges = new Map<string, Set<string>>();
  const add = (from: string, to: string) => (edges.get(from) ?? edges.set(from, new Set()).get(from)!).add(to);
  const views = await db.query<{ view: string; base: string }>(
    `select distinct vn.nspname || '.' || v.relname as view, bn.nspname || '.' || b.relname as base
     from pg_rewrite r join pg_class v on v.oid = r.ev_class join pg_namespace vn on vn.oid = v.relnamespace
     join pg_depend d on d.objid = r.oid and d.classid = 'pg_rewrite'::regclass and d.refclassid = 'pg_class'::regclass
     join pg_class b on b.oid = d.refobjid and b.oid <> v.oid join pg_namespace bn on bn.oid = b.relnamespace`,
  );
  for (const r of views.rows) add(r.view, r.base);
  const triggers = await db.query<{ rel: string; fn: string }>(
    `select n.nspname || '.' || c.relname as rel, pn.nspname || '.' || p.proname as fn
     from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
     join pg_proc p on p.oid = t.tgfoid join pg_namespace pn on pn.oid = p.pronamespace where not t.tgisinternal`,
  );
  for (const r of triggers.rows) add(r.rel, `fn:${r.fn}`);
  const cascades = await db.query<{ parent: string; child: string }>(
    `select pn.nspname || '.' || pc.relname as parent, cn.nspname || '.' || cc.relname as child
     from pg_constraint k join pg_class pc on pc.oid = k.confrelid join pg_namespace pn on pn.oid = pc.relnamespace
     join pg_class cc on cc.oid = k.conrelid join pg_namespace cn on cn.oid = cc.relnamespace
     where k.contype = 'f' and (k.confdeltype in ('c', 'n', 'd') or k.confupdtype in ('c', 'n', 'd'))`,
  );
  for (const r of cascades.rows) add(r.parent, r.child);
  const fns = await db.query<{ fn: string; name: string; src: string }>(
    `select n.nspname || '.' || p.proname as fn, p.proname as name, lower(p.prosrc) as src from pg_proc p
     join pg_namespace n on n.oid = p.pronamespace join pg_language l on l.oid = p.prolang
     where n.nspname not in ('pg_catalog', 'information_schema') and l.lanname in ('sql', 'plpgsql')`,
  );
  const byName = new Map<string, string[]>();
  for (const f of fns.rows) byName.set(f.name, [...(byName.get(f.name) ?? []), f.fn]);
  const words = (src: string) => new Set(src.match(/[a-z_][a-z0-9_$]*/g) ?? []);
  for (const f of fns.rows) {
    const w = words(f.src);
    for (const t of tables) if (w.has(t.slice(t.indexOf('.') + 1))) add(`fn:${f.fn}`, t);
    for (const [name, targets] of byName) if (w.has(name)) for (const t of targets) add(`fn:${f.fn}`, `fn:${t}`);
  }
  const reach = new Map<string, Set<string>>();
  const closure = (start: string) => {
    const seen = new Set([start]);
    const todo = [start];
    while (todo.length)
      for (const next of edges.get(todo.pop()!) ?? [])
        if (!seen.has(next)) {
          seen.add(next);
          todo.push(next);
        }
    return new Set([...seen].filter((n) => tables.includes(n)));
  };
  const rels = await db.query<{ rel: string }>(
    `select n.nspname || '.' || c.relname as rel from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = any($1::text[]) and c.relkind in ('r', 'p', 'v', 'm', 'f')`,
    [schemas],
  );
  for (const r of rels.rows) reach.set(r.rel, closure(r.rel));
  for (const f of fns.rows) reach.set(`fn:${f.fn}`, closure(`fn:${f.fn}`));
  return reach;
}

/** One md5 per table over its rows' text, ordered: equal hashes ⇔ equal contents. Run as a superuser (no RLS). */
export async function snapshot(db: Queryable, tables: string[]): Promise<Map<string, string>> {
  if (!tables.length) return new Map();
  const parts = tables.map((t) => {
    const [s, n] = [t.slice(0, t.indexOf('.')), t.slice(t.indexOf('.') + 1)];
    return `select ${sqlText(t)} as t, md5(coalesce(string_agg(x::text, E'\\n' order by x::text), '')) as h from ${q(s)}.${q(n)} x`;
  });
  const res = await db.query<{ t: string; h: string }>(parts.join('\nunion all\n'));
  return new Map(res.rows.map((r) => [r.t, r.h]));
}

const sqlText = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** Tables whose hash differs between two snapshots. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after.keys()].filter((t) => before.get(t) !== after.get(t));
}
