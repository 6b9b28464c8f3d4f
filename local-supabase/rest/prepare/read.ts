// Reads of tables and views: one SELECT with embeds, filters, order, paging and an optional exact count.
import { parseQuery } from '../parse/query.js';
import { planRead } from '../plan.js';
import { contentRange, readStatus } from '../respond.js';
import type { Relation, SchemaCache } from '../schema-cache.js';
import { Builder, qualified } from '../sql/builder.js';
import { readStatement } from '../sql/read.js';
import { applied, contentTypeOf, pageBounds, readBody, shapeOf, singularCheck, type Prepared, type PrepareInput } from './common.js';

export function prepareRead(cache: SchemaCache, input: PrepareInput, rel: Relation): Prepared {
  const { req } = input;
  const q = parseQuery(input.search);
  const node = planRead(cache, rel, q, input.aggregates);
  const { limit, offset } = pageBounds(q, req, input.maxRows);
  const b = new Builder();
  const alias = b.alias();
  const sql = readStatement(b, node, `${qualified(rel.schema, rel.name)} AS ${alias}`, alias, {
    count: !!req.prefer.count,
    shape: shapeOf(req.accept),
    limit,
    offset,
  });
  return {
    sql,
    params: b.params,
    readOnly: true,
    check: singularCheck(req.accept),
    respond: (r) => ({
      status: readStatus(offset, limit, r.total),
      headers: {
        'Content-Type': contentTypeOf(req.accept),
        'Content-Range': contentRange(offset, r.pageTotal, r.total),
        'Content-Location': `${input.path}${input.search.size ? '?' + input.search.toString() : ''}`,
        ...applied(req.prefer, ['count', 'handling', 'timezone']),
      },
      body: readBody(r, req.accept, node),
    }),
  };
}
