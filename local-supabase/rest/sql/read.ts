// SELECT building: projections with casts and JSON paths, embeds as lateral subqueries, !inner/null filters as EXISTS.
import type { EmbedNode, PFilter, POrder, ReadNode } from '../plan.js';
import type { Aggregate } from '../ast.js';
import { hasAggregate, outputKeys } from '../plan.js';
import { ident, qualified, type Builder } from './builder.js';
import { columnExpr, filterSql } from './filter.js';

/** FROM item of an embedded resource aliased `child`: its table, or for a computed relationship its function of the parent row. */
function embedFrom(e: EmbedNode, child: string, parent: string): string {
  const fn = e.rel.fn;
  if (fn) return `${qualified(fn.schema, fn.name)}(${parent}::${qualified(fn.from.schema, fn.from.name)}) AS ${child}`;
  return `${qualified(e.target.schema, e.target.name)} AS ${child}`;
}

/** Join condition between an embedded resource (alias `child`) and its parent (alias `parent`). */
function joinCondition(b: Builder, e: EmbedNode, child: string, parent: string): string {
  if (e.rel.fn) return 'TRUE';
  const j = e.rel.junction;
  if (j) {
    const ja = b.alias('j');
    const conds = [
      ...j.parentPairs.map(([jc, pc]) => `${ja}.${ident(jc)} = ${parent}.${ident(pc)}`),
      ...j.targetPairs.map(([jc, tc]) => `${ja}.${ident(jc)} = ${child}.${ident(tc)}`),
    ];
    return `EXISTS (SELECT 1 FROM ${qualified(j.schema, j.name)} AS ${ja} WHERE ${conds.join(' AND ')})`;
  }
  return e.rel.pairs.map(([cc, pc]) => `${child}.${ident(cc)} = ${parent}.${ident(pc)}`).join(' AND ');
}

/** WHERE of a node: its filters plus the EXISTS conditions of its `!inner` and null-filtered embeds. */
export function whereOf(b: Builder, node: ReadNode, alias: string): string[] {
  const exists = (e: EmbedNode) => {
    const ca = b.alias();
    const where = [joinCondition(b, e, ca, alias), ...whereOf(b, e, ca)];
    return `EXISTS (SELECT 1 FROM ${embedFrom(e, ca, alias)} WHERE ${where.join(' AND ')})`;
  };
  const onEmbedNull = (f: Extract<PFilter, { kind: 'embedNull' }>) => (f.isNull ? `NOT ${exists(f.embed)}` : exists(f.embed));
  const out = node.filters.map((f) => filterSql(b, alias, f, onEmbedNull));
  for (const f of node.fields) {
    if (f.kind === 'embed' && f.embed.inner) out.push(exists(f.embed));
  }
  return out;
}

export function orderOf(b: Builder, order: POrder[], alias: string): string {
  if (!order.length) return '';
  const terms = order.map((o) => {
    let expr: string;
    if (o.via) {
      const ca = b.alias();
      expr = `(SELECT ${columnExpr(b, ca, o.column, o.path)} FROM ${embedFrom(o.via, ca, alias)} WHERE ${joinCondition(b, o.via, ca, alias)} LIMIT 1)`;
    } else expr = columnExpr(b, alias, o.column, o.path);
    const dir = o.dir === 'desc' ? ' DESC' : ' ASC';
    const nulls = o.nulls === 'first' ? ' NULLS FIRST' : o.nulls === 'last' ? ' NULLS LAST' : '';
    return expr + dir + nulls;
  });
  return ` ORDER BY ${terms.join(', ')}`;
}

export function limitOf(b: Builder, limit?: number, offset?: number): string {
  return (limit !== undefined ? ` LIMIT ${b.add(limit)}::int8` : '') + (offset ? ` OFFSET ${b.add(offset)}::int8` : '');
}

/**
 * Projection and lateral joins of a node whose rows are aliased `alias`. When the node aggregates, every other output is
 * grouped on (PostgREST's implicit GROUP BY); embedded JSON is grouped as text and turned back into JSON.
 */
export function projection(b: Builder, node: ReadNode, alias: string): { columns: string[]; laterals: string[]; groupBy: string[] } {
  const columns: string[] = [];
  const laterals: string[] = [];
  const groupBy: string[] = [];
  const grouped = hasAggregate(node);
  for (const f of node.fields) {
    if (f.kind === 'column') {
      // `count()` is count(*); hoisted out of a spread it counts the related rows that exist (TRUE, not NULL).
      let expr = f.column.name === '*' ? (f.agg ? '*' : 'TRUE') : columnExpr(b, alias, f.column, f.path);
      if (f.cast) expr = `${expr}::${castType(f.cast)}`;
      if (f.agg) {
        expr = `${f.agg.fn}(${expr})`;
        if (f.agg.cast) expr = `${expr}::${castType(f.agg.cast)}`;
      } else if (grouped) groupBy.push(expr);
      columns.push(`${expr} AS ${ident(f.key)}`);
      continue;
    }
    let e = f.embed;
    if (e.fields.length === 0) continue;
    // Aggregates inside a to-one spread are hoisted: the embed yields the raw values, the parent aggregates them.
    const hoisted = new Map<string, Aggregate>();
    if (e.spread && e.rel.toOne) {
      e = {
        ...e,
        fields: e.fields.map((x) => {
          if (x.kind !== 'column' || !x.agg) return x;
          hoisted.set(x.key, x.agg);
          return { ...x, agg: undefined };
        }),
      };
    }
    const la = b.alias('e');
    const ca = b.alias();
    const inner = projection(b, e, ca);
    const where = [joinCondition(b, e, ca, alias), ...whereOf(b, e, ca)];
    const sub =
      `SELECT ${inner.columns.join(', ')} FROM ${embedFrom(e, ca, alias)}${inner.laterals.join('')}` +
      ` WHERE ${where.join(' AND ')}${groupByOf(inner.groupBy)}${orderOf(b, e.order, ca)}${limitOf(b, e.rel.toOne ? undefined : embedLimit(b, e.limit), e.rel.toOne ? undefined : e.offset)}`;
    const keys = outputKeys(e);
    let lateral: string;
    if (e.spread) {
      lateral = e.rel.toOne
        ? sub
        : `SELECT ${keys.map((k) => `coalesce(json_agg("pgrst_x".${ident(k)}), '[]') AS ${ident(k)}`).join(', ')} FROM (${sub}) AS "pgrst_x"${rowBudget(b)}`;
      for (const k of keys) {
        const agg = hoisted.get(k);
        if (agg) columns.push(`${agg.fn}(${la}.${ident(k)})${agg.cast ? `::${castType(agg.cast)}` : ''} AS ${ident(k)}`);
        else {
          columns.push(`${la}.${ident(k)} AS ${ident(k)}`);
          if (grouped) groupBy.push(`${la}.${ident(k)}`);
        }
      }
    } else {
      lateral = e.rel.toOne
        ? `SELECT row_to_json("pgrst_x") AS "body" FROM (${sub}) AS "pgrst_x"`
        : `SELECT coalesce(json_agg("pgrst_x"), '[]') AS "body" FROM (${sub}) AS "pgrst_x"${rowBudget(b)}`;
      if (grouped) {
        groupBy.push(`${la}."body"::text`);
        columns.push(`(${la}."body"::text)::json AS ${ident(e.key)}`);
      } else columns.push(`${la}."body" AS ${ident(e.key)}`);
    }
    laterals.push(` LEFT JOIN LATERAL (${lateral}) AS ${la} ON TRUE`);
  }
  return { columns, laterals, groupBy };
}

/** The setting that counts a statement's embedded rows (transaction-local), and the one whose absence stops it. */
export const EMBEDDED_ROWS_SETTING = 'pgrst.embedded_rows';
export const EMBEDDED_ROWS_EXCEEDED = 'pgrst.embedded_rows_limit_exceeded';

/**
 * A condition on each row of a to-many embed that counts it, and fails the statement (reading a setting that does not
 * exist: 42704, mapped in execute.ts) once the statement's embeds passed `embedRowsTotal` rows. max_rows per level
 * still multiplies across levels (1,000 × 1,000 × …): this stops a deep embed after a bounded amount of work.
 * A volatile condition is never pushed into the subquery, so it sees the rows the embed returns.
 */
function rowBudget(b: Builder): string {
  const total = b.limits.embedRowsTotal;
  if (total === undefined) return '';
  const count = `set_config('${EMBEDDED_ROWS_SETTING}', (coalesce(nullif(current_setting('${EMBEDDED_ROWS_SETTING}', true), ''), '0')::int8 + 1)::text, true)::int8`;
  return ` WHERE CASE WHEN ${count} > ${Math.floor(total)} THEN current_setting('${EMBEDDED_ROWS_EXCEEDED}')::int8 ELSE 0 END = 0`;
}

/** An embed's own limit, bounded by max_rows (PostgREST bounds only the top level; see the README). */
function embedLimit(b: Builder, limit: number | undefined): number | undefined {
  const cap = b.limits.embedRows;
  return cap === undefined ? limit : Math.min(limit ?? cap, cap);
}

const groupByOf = (terms: string[]) => (terms.length ? ` GROUP BY ${terms.join(', ')}` : '');

/** Cast targets were normalised by the parser to plain type names; quote each part so nothing else can get in. */
function castType(cast: string): string {
  const arr = cast.endsWith('[]');
  const base = arr ? cast.slice(0, -2) : cast;
  return base.split(' ').map(ident).join(' ') + (arr ? '[]' : '');
}

export type BodyShape = { type: 'json' | 'object' | 'csv' | 'scalar' | 'scalarSet' | 'none'; stripNulls: boolean };

/** The outer aggregate that turns the rows of "pgrst_t" into the response body text, in Postgres. */
export function bodyExpr(shape: BodyShape): string {
  const t = '"pgrst_t"';
  switch (shape.type) {
    case 'none':
      return `''`;
    case 'csv':
      return `coalesce(string_agg(substring(${t}::text, 2, length(${t}::text) - 2), chr(10)), '')`;
    case 'scalar':
      return `coalesce((json_agg(${t}."pgrst_scalar")->0)::text, 'null')`;
    case 'scalarSet':
      return `coalesce(json_agg(${t}."pgrst_scalar"), '[]')::text`;
    case 'object':
      return shape.stripNulls ? `coalesce(json_strip_nulls(json_agg(${t})->0)::text, '')` : `coalesce((json_agg(${t})->0)::text, '')`;
    case 'json':
      return shape.stripNulls ? `coalesce(json_strip_nulls(json_agg(${t})), '[]')::text` : `coalesce(json_agg(${t}), '[]')::text`;
  }
}

export interface ReadSql {
  sql: string;
  params: unknown[];
}

/**
 * One statement for a read: page rows (filtered, ordered, limited) aggregated to the body, the page size, and the
 * exact total when asked. `source` is a FROM item that defines `alias` (a table, a CTE or a function call).
 */
export function readStatement(
  b: Builder,
  node: ReadNode,
  source: string,
  alias: string,
  opts: { count: boolean | { atMost: number }; shape: BodyShape; limit?: number; offset?: number },
): string {
  const where = whereOf(b, node, alias);
  const whereSql = where.length ? ` WHERE ${where.join(' AND ')}` : '';
  const proj =
    opts.shape.type === 'scalar' || opts.shape.type === 'scalarSet' ? { columns: [`${alias}."pgrst_scalar"`], laterals: [], groupBy: [] } : projection(b, node, alias);
  const order = orderOf(b, node.order, alias);
  const page = `SELECT ${proj.columns.join(', ')} FROM ${source}${proj.laterals.join('')}${whereSql}${groupByOf(proj.groupBy)}${order}${limitOf(b, opts.limit, opts.offset)}`;
  // `atMost`: count=estimated only needs to know whether the total passes max-rows, so the count stops there.
  const total =
    typeof opts.count === 'object'
      ? `(SELECT count(*) FROM (SELECT 1 FROM ${source}${whereSql} LIMIT ${opts.count.atMost}) AS "pgrst_c")`
      : opts.count
        ? `(SELECT count(*) FROM ${source}${whereSql})`
        : 'NULL::int8';
  const statement = `SELECT ${total}::int4 AS "total", count(*)::int4 AS "page_total", ${bodyExpr(opts.shape)} AS "body" FROM (${page}) AS "pgrst_t"`;
  return boundedBody(statement, b.limits.bodyBytes);
}

/**
 * The statement with its body withheld when longer than `bytes`: the database answers the size ("too_large") and the
 * body never reaches this process, which refuses the request (execute.ts).
 */
function boundedBody(statement: string, bytes: number | undefined): string {
  if (bytes === undefined) return statement;
  const n = Math.floor(bytes);
  return (
    `SELECT "total", "page_total", CASE WHEN octet_length("body") > ${n} THEN NULL ELSE "body" END AS "body",` +
    ` CASE WHEN octet_length("body") > ${n} THEN octet_length("body")::int8 END AS "too_large" FROM (${statement}) AS "pgrst_b"`
  );
}

/** `EXPLAIN (FORMAT JSON)` of the rows a count would count: the planner's estimate for count=planned|estimated. */
export function explainCountStatement(b: Builder, node: ReadNode, source: string, alias: string): string {
  const where = whereOf(b, node, alias);
  return `EXPLAIN (FORMAT JSON) SELECT 1 FROM ${source}${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`;
}
