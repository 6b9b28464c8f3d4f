// Reads of tables and views: one SELECT with embeds, filters, order, paging and an optional exact count.
import { parseQuery } from '../parse/query.js';
import { planRead } from '../plan.js';
import { contentRange, readStatus } from '../respond.js';
import type { Relation, SchemaCache } from '../schema-cache.js';
import { Builder, qualified } from '../sql/builder.js';
import type { StatementResult } from '../execute.js';
import { explainCountStatement, readStatement } from '../sql/read.js';
import { applied, contentTypeOf, countOption, pageBounds, readBody, shapeOf, singularCheck, totalOf, type Prepared, type PrepareInput, sqlLimits } from './common.js';

export function prepareRead(cache: SchemaCache, input: PrepareInput, rel: Relation): Prepared {
  const { req } = input;
  const q = parseQuery(input.search);
  const node = planRead(cache, rel, q, input.aggregates);
  const { limit, offset } = pageBounds(q, req, input.maxRows);
  const b = new Builder(sqlLimits(input));
  const alias = b.alias();
  const source = `${qualified(rel.schema, rel.name)} AS ${alias}`;
  const sql = readStatement(b, node, source, alias, { count: countOption(req.prefer, input.maxRows), shape: shapeOf(req.accept), limit, offset });
  let explain: Prepared['explain'];
  if (req.prefer.count === 'planned' || req.prefer.count === 'estimated') {
    const e = new Builder();
    explain = { sql: explainCountStatement(e, node, source, alias), params: e.params };
  }
  const total = (r: StatementResult) => totalOf(req.prefer, r, input.maxRows);
  // Fixed for this request shape, so computed once when the prepared read is cached.
  const location = `${input.path}${input.search.size ? '?' + input.search.toString() : ''}`;
  const prefs = applied(req.prefer, ['count', 'handling', 'timezone']);
  return {
    sql,
    params: b.params,
    explain,
    readOnly: true,
    check: singularCheck(req.accept),
    respond: (r) => ({
      status: readStatus(offset, r.pageTotal, total(r)),
      headers: {
        'Content-Type': contentTypeOf(req.accept),
        'Content-Range': contentRange(offset, r.pageTotal, total(r)),
        'Content-Location': location,
        ...prefs,
      },
      body: readBody(r, req.accept, node),
    }),
  };
}
