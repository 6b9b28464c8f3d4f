// WHERE fragments: column expressions with JSON paths, every filter operator, logic trees, quantifiers, full-text search.
import type { JsonStep } from '../ast.js';
import type { PFilter } from '../plan.js';
import type { Column } from '../schema-cache.js';
import { ident, qualified, type Builder } from './builder.js';

const BINARY: Record<string, string> = {
  eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', like: 'LIKE', ilike: 'ILIKE', match: '~', imatch: '~*',
  isdistinct: 'IS DISTINCT FROM', cs: '@>', cd: '<@', ov: '&&', sl: '<<', sr: '>>', nxl: '&>', nxr: '&<', adj: '-|-',
};
const FTS_FN: Record<string, string> = { fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery' };
const IS_SQL: Record<string, string> = { null: 'IS NULL', not_null: 'IS NOT NULL', true: 'IS TRUE', false: 'IS FALSE', unknown: 'IS UNKNOWN' };

/** `"t"."col"` followed by `->`/`->>` steps; integer keys index arrays. */
export function columnExpr(b: Builder, alias: string, column: Column, path: JsonStep[]): string {
  // The row is cast to the function's row type so a mutation's RETURNING rows (a CTE) can be passed too.
  const c = column.computed;
  let expr = c ? `${qualified(c.schema, c.name)}(${alias}::${qualified(c.arg.schema, c.arg.name)})` : `${alias}.${ident(column.name)}`;
  for (const step of path) {
    const key = /^-?\d+$/.test(step.key) ? `${b.add(Number(step.key))}::int` : `${b.add(step.key)}::text`;
    expr = `${expr}${step.op}${key}`;
  }
  return path.length ? `(${expr})` : expr;
}

/** A JSON-valued path (ending in `->`) or a json column is compared as jsonb so `=`/`@>` exist. */
function comparable(expr: string, column: Column, path: JsonStep[]): string {
  const last = path[path.length - 1];
  if ((last && last.op === '->') || (!last && column.typname === 'json')) return `${expr}::jsonb`;
  return expr;
}

export function filterSql(b: Builder, alias: string, f: PFilter, embedCondition: (f: Extract<PFilter, { kind: 'embedNull' }>) => string): string {
  if (f.kind === 'embedNull') return embedCondition(f);
  if (f.kind === 'logic') {
    const parts = f.children.map((c) => filterSql(b, alias, c, embedCondition));
    const joined = parts.length ? `(${parts.join(f.op === 'and' ? ' AND ' : ' OR ')})` : f.op === 'and' ? 'TRUE' : 'FALSE';
    return f.negated ? `NOT ${joined}` : joined;
  }
  const { cond, column, path } = f;
  const lhs = columnExpr(b, alias, column, path);
  let sql: string;
  switch (cond.kind) {
    case 'is':
      sql = `${lhs} ${IS_SQL[cond.value]}`;
      break;
    case 'in':
      sql = cond.values.length ? `${comparable(lhs, column, path)} IN (${cond.values.map((v) => b.add(v)).join(', ')})` : 'FALSE';
      break;
    case 'fts': {
      const cfg = cond.config ? `${b.add(cond.config)}::regconfig, ` : '';
      const doc = column.typname === 'tsvector' && path.length === 0 ? lhs : `to_tsvector(${cfg}${lhs})`;
      sql = `${doc} @@ ${FTS_FN[cond.op]}(${cfg}${b.add(cond.value)})`;
      break;
    }
    case 'simple': {
      const op = BINARY[cond.op];
      const likeish = cond.op === 'like' || cond.op === 'ilike';
      const value = likeish ? cond.value.replace(/\*/g, '%') : cond.value;
      const left = comparable(lhs, column, path);
      sql = cond.quant ? `${left} ${op} ${cond.quant.toUpperCase()}(${b.add(value)})` : `${left} ${op} ${b.add(value)}`;
      break;
    }
  }
  return cond.negated ? `NOT (${sql})` : sql;
}
