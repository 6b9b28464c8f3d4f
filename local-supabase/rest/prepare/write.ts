// Inserts (and upserts, PUT), updates and deletes: the mutation in a CTE, Prefer return/count/resolution/missing, safeupdate.
import { errors, RestError } from '../errors.js';
import type { StatementResult } from '../execute.js';
import { parseQuery, type ParsedQuery } from '../parse/query.js';
import { planRead, writeColumns, type ReadNode } from '../plan.js';
import { contentRange } from '../respond.js';
import type { Relation, SchemaCache } from '../schema-cache.js';
import { Builder } from '../sql/builder.js';
import type { BodyShape } from '../sql/read.js';
import { deleteSql, insertSql, mutationStatement, updateSql } from '../sql/write.js';
import { applied, contentTypeOf, jsonBody, readBody, shapeOf, singularCheck, type Prepared, type PrepareInput, sqlLimits } from './common.js';

function mutationCommon(cache: SchemaCache, input: PrepareInput, rel: Relation, q: ParsedQuery) {
  const { req } = input;
  const ret = req.prefer.return ?? 'minimal';
  let node: ReadNode;
  let shape: BodyShape;
  if (ret === 'representation') {
    node = planRead(cache, rel, q, input.aggregates);
    shape = shapeOf(req.accept);
  } else if (ret === 'headers-only' && rel.pk.length && req.method === 'POST') {
    node = planRead(cache, rel, { ...q, select: rel.pk.map((name) => ({ kind: 'column' as const, field: { name, path: [] } })) });
    shape = { type: 'json', stripNulls: false };
  } else {
    node = planRead(cache, rel, { ...q, select: [] });
    shape = { type: 'none', stripNulls: false };
  }
  const singular = singularCheck(req.accept);
  const check = (r: StatementResult) => {
    singular?.(r);
    if (req.prefer.handling === 'strict' && req.prefer.maxAffected !== undefined && r.pageTotal > req.prefer.maxAffected) {
      throw errors.maxAffected(r.pageTotal);
    }
  };
  return { node, shape, ret, check };
}

function filterNode(cache: SchemaCache, rel: Relation, q: ParsedQuery, verb: 'UPDATE' | 'DELETE'): ReadNode {
  const node = planRead(cache, rel, { ...q, select: [] });
  if ((node.limit !== undefined || node.offset) && rel.kind !== 'table' && rel.kind !== 'partitioned') {
    throw errors.notImplemented('limit/offset on updates and deletes needs a table');
  }
  if (node.filters.length === 0) {
    // Supabase preloads safeupdate: UPDATE/DELETE without a WHERE clause is refused.
    throw new RestError(400, '21000', `${verb} requires a WHERE clause`);
  }
  return node;
}

export function prepareInsert(cache: SchemaCache, input: PrepareInput, rel: Relation): Prepared {
  const { req } = input;
  const q = parseQuery(input.search);
  const body = jsonBody(input, false)!;
  const value = body.value;
  const isArray = Array.isArray(value);
  const rows = isArray ? (value as unknown[]) : [value];
  if (rows.some((r) => r === null || typeof r !== 'object' || Array.isArray(r))) throw errors.keysMismatch();
  // Without `columns=`, PostgREST takes the keys of the first object and requires every object to have exactly those.
  if (isArray && !q.columns && rows.length > 1) {
    const first = Object.keys(rows[0] as object).sort().join('\u0000');
    if (rows.some((r) => Object.keys(r as object).sort().join('\u0000') !== first)) throw errors.keysMismatch();
  }
  const keys = q.columns ?? (isArray ? [...new Set(rows.flatMap((r) => Object.keys(r as object)))] : Object.keys(value as object));
  const columns = writeColumns(rel, keys);
  const put = req.method === 'PUT';
  const { node, shape, ret, check } = mutationCommon(cache, input, rel, q);
  const b = new Builder(sqlLimits(input));
  const resolution = put ? 'merge-duplicates' : req.prefer.resolution;
  const mutation = insertSql(b, {
    target: rel,
    columns,
    rowsJson: isArray ? body.text : `[${body.text}]`,
    rowCount: rows.length,
    missingDefault: req.prefer.missing === 'default',
    onConflict: q.onConflict,
    resolution,
  });
  const countInserted = resolution === 'merge-duplicates' && (rel.kind === 'table' || rel.kind === 'partitioned');
  const sql = mutationStatement(b, mutation, node, shape, countInserted);
  return {
    sql,
    params: b.params,
    readOnly: false,
    check,
    respond: (r) => {
      const headers: Record<string, string> = {
        'Content-Range': `*/${req.prefer.count ? r.pageTotal : '*'}`,
        ...applied(req.prefer, ['return', 'count', 'resolution', 'missing', 'handling', 'timezone', 'maxAffected', 'tx']),
      };
      if (ret === 'headers-only' && rel.pk.length && r.body) {
        const first = (JSON.parse(r.body) as Record<string, unknown>[])[0];
        if (first) {
          const qs = rel.pk.map((k) => `${encodeURIComponent(k)}=eq.${encodeURIComponent(String(first[k]))}`).join('&');
          headers.Location = `/${encodeURIComponent(rel.name)}?${qs}`;
        }
      }
      // Like PostgREST, an upsert that only updated existing rows answers 200 instead of 201.
      const created = countInserted && !put && r.inserted === 0 ? 200 : 201;
      if (ret !== 'representation') return { status: put ? 204 : created, headers, body: '' };
      headers['Content-Type'] = contentTypeOf(req.accept);
      return { status: put ? 200 : created, headers, body: readBody(r, req.accept, node) };
    },
  };
}

export function prepareUpdate(cache: SchemaCache, input: PrepareInput, rel: Relation): Prepared {
  const { req } = input;
  const q = parseQuery(input.search);
  const body = jsonBody(input, false)!;
  if (body.value === null || typeof body.value !== 'object' || Array.isArray(body.value)) throw errors.badBody('The body must be a JSON object');
  const columns = writeColumns(rel, Object.keys(body.value as object));
  const filters = filterNode(cache, rel, q, 'UPDATE');
  const { node, shape, ret, check } = mutationCommon(cache, input, rel, q);
  const b = new Builder(sqlLimits(input));
  const sql = columns.length
    ? mutationStatement(b, updateSql(b, rel, columns, body.text, filters), node, shape)
    : `SELECT NULL::int4 AS "total", 0 AS "page_total", '[]' AS "body"`;
  return {
    sql,
    params: b.params,
    readOnly: false,
    check,
    respond: (r) => {
      const headers: Record<string, string> = {
        'Content-Range': contentRange(0, r.pageTotal, req.prefer.count ? r.pageTotal : null),
        ...applied(req.prefer, ['return', 'count', 'handling', 'timezone', 'maxAffected', 'tx']),
      };
      if (ret !== 'representation') return { status: 204, headers, body: '' };
      headers['Content-Type'] = contentTypeOf(req.accept);
      return { status: 200, headers, body: readBody(r, req.accept, node) };
    },
  };
}

export function prepareDelete(cache: SchemaCache, input: PrepareInput, rel: Relation): Prepared {
  const { req } = input;
  const q = parseQuery(input.search);
  const filters = filterNode(cache, rel, q, 'DELETE');
  const { node, shape, ret, check } = mutationCommon(cache, input, rel, q);
  const b = new Builder(sqlLimits(input));
  const sql = mutationStatement(b, deleteSql(b, rel, filters), node, shape);
  return {
    sql,
    params: b.params,
    readOnly: false,
    check,
    respond: (r) => {
      const headers: Record<string, string> = {
        'Content-Range': `*/${req.prefer.count ? r.pageTotal : '*'}`,
        ...applied(req.prefer, ['return', 'count', 'handling', 'timezone', 'maxAffected', 'tx']),
      };
      if (ret !== 'representation') return { status: 204, headers, body: '' };
      headers['Content-Type'] = contentTypeOf(req.accept);
      return { status: 200, headers, body: readBody(r, req.accept, node) };
    },
  };
}
