// INSERT/UPSERT, UPDATE and DELETE statements: the mutation runs in a CTE whose rows feed the same read projection.
import type { ReadNode } from '../plan.js';
import type { Column, Relation } from '../schema-cache.js';
import { ident, qualified, type Builder } from './builder.js';
import { limitOf, orderOf, readStatement, whereOf, type BodyShape } from './read.js';

export const MUT_ALIAS = '"pgrst_m"';

export interface InsertSpec {
  target: Relation;
  columns: Column[];
  /** JSON array text of the rows. */
  rowsJson: string;
  rowCount: number;
  missingDefault: boolean;
  onConflict?: string[];
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
}

function defaultFor(b: Builder, target: Relation, c: Column): string {
  if (c.defaultExpr) return `(${c.defaultExpr})`;
  if (c.identity) return `nextval(pg_get_serial_sequence(${b.add(qualified(target.schema, target.name))}, ${b.add(c.name)}))`;
  return 'NULL';
}

export function insertSql(b: Builder, s: InsertSpec): string {
  const table = `${qualified(s.target.schema, s.target.name)} AS ${MUT_ALIAS}`;
  let stmt: string;
  if (s.columns.length === 0) {
    stmt =
      s.rowCount === 1
        ? `INSERT INTO ${table} DEFAULT VALUES`
        : `INSERT INTO ${table} SELECT FROM json_array_elements(${b.add(s.rowsJson)}::json)`;
  } else {
    const rowType = `NULL::${qualified(s.target.schema, s.target.name)}`;
    const values = s.columns.map((c) =>
      s.missingDefault
        ? `CASE WHEN "pgrst_j"."v"::jsonb ? ${b.add(c.name)} THEN "pgrst_p".${ident(c.name)} ELSE ${defaultFor(b, s.target, c)} END`
        : `"pgrst_p".${ident(c.name)}`,
    );
    stmt =
      `INSERT INTO ${table} (${s.columns.map((c) => ident(c.name)).join(', ')}) ` +
      `SELECT ${values.join(', ')} FROM json_array_elements(${b.add(s.rowsJson)}::json) AS "pgrst_j"("v"), ` +
      `LATERAL json_populate_record(${rowType}, "pgrst_j"."v") AS "pgrst_p"`;
  }
  if (s.resolution) {
    const keys = s.onConflict ?? s.target.pk;
    stmt += ` ON CONFLICT (${keys.map(ident).join(', ')})`;
    // A body holding only the conflict columns still "updates" them (to themselves), so the row comes back like on PostgREST.
    const nonKey = s.columns.filter((c) => !keys.includes(c.name));
    const updatable = nonKey.length ? nonKey : s.columns;
    stmt +=
      s.resolution === 'ignore-duplicates' || updatable.length === 0
        ? ' DO NOTHING'
        : ` DO UPDATE SET ${updatable.map((c) => `${ident(c.name)} = EXCLUDED.${ident(c.name)}`).join(', ')}`;
  } else if (s.onConflict) {
    // on_conflict without a resolution preference is a plain insert (PostgREST ignores it).
  }
  return stmt;
}

/**
 * WHERE of an update/delete. `limit`/`offset` (with `order`) pick the affected rows by ctid, as PostgREST does,
 * so a limited update never touches more rows than asked.
 */
function mutationWhere(b: Builder, target: Relation, filters: ReadNode): string[] {
  const where = whereOf(b, filters, MUT_ALIAS);
  if (filters.limit === undefined && !filters.offset) return where;
  const la = '"pgrst_l"';
  const inner = whereOf(b, filters, la);
  where.push(
    `${MUT_ALIAS}.ctid = ANY (ARRAY(SELECT ${la}.ctid FROM ${qualified(target.schema, target.name)} AS ${la}` +
      `${inner.length ? ` WHERE ${inner.join(' AND ')}` : ''}${orderOf(b, filters.order, la)}${limitOf(b, filters.limit, filters.offset)}))`,
  );
  return where;
}

export function updateSql(b: Builder, target: Relation, columns: Column[], bodyJson: string, filters: ReadNode): string {
  const where = mutationWhere(b, target, filters);
  const sets = columns.map((c) => `${ident(c.name)} = "pgrst_p".${ident(c.name)}`).join(', ');
  return (
    `UPDATE ${qualified(target.schema, target.name)} AS ${MUT_ALIAS} SET ${sets} ` +
    `FROM json_populate_record(NULL::${qualified(target.schema, target.name)}, ${b.add(bodyJson)}::json) AS "pgrst_p"` +
    (where.length ? ` WHERE ${where.join(' AND ')}` : '')
  );
}

export function deleteSql(b: Builder, target: Relation, filters: ReadNode): string {
  const where = mutationWhere(b, target, filters);
  return `DELETE FROM ${qualified(target.schema, target.name)} AS ${MUT_ALIAS}` + (where.length ? ` WHERE ${where.join(' AND ')}` : '');
}

/**
 * Wraps a mutation: with a representation the returned rows go through the read projection (embeds included);
 * without one only `RETURNING 1` is used, so insert-only RLS policies work like on PostgREST. With `countInserted`
 * (upserts into tables) the rows that were inserted rather than updated are counted too (xmax = 0).
 */
export function mutationStatement(b: Builder, mutation: string, node: ReadNode, shape: BodyShape, countInserted = false): string {
  const inserted = countInserted ? `(${MUT_ALIAS}.xmax::text = '0') AS "pgrst_inserted"` : '';
  const insertedCount = countInserted ? `(SELECT count(*) FROM "pgrst_mut" WHERE "pgrst_inserted")::int4` : 'NULL::int4';
  if (shape.type === 'none') {
    return (
      `WITH "pgrst_mut" AS (${mutation} RETURNING ${inserted || '1'}) ` +
      `SELECT NULL::int4 AS "total", count(*)::int4 AS "page_total", '' AS "body", ${insertedCount} AS "inserted" FROM "pgrst_mut"`
    );
  }
  const projected: ReadNode = { ...node, filters: [], limit: undefined, offset: undefined };
  const inner = readStatement(b, projected, `"pgrst_mut" AS ${MUT_ALIAS}`, MUT_ALIAS, { count: false, shape });
  return (
    `WITH "pgrst_mut" AS (${mutation} RETURNING ${MUT_ALIAS}.*${inserted ? ', ' + inserted : ''}) ` +
    `SELECT "pgrst_r".*, ${insertedCount} AS "inserted" FROM (${inner}) AS "pgrst_r"`
  );
}
