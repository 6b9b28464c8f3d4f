// Plan + SQL stages for every request kind: produces one statement and a pure function that shapes the response.
import type { Accept, Preferences } from './ast.js';
import { errors, RestError } from './errors.js';
import type { StatementResult } from './execute.js';
import { findFunctions, findRelation } from './lookup.js';
import { parseBody } from './parse/body.js';
import { parseQuery, type ParsedQuery } from './parse/query.js';
import { outputKeys, planRead, writeColumns, type ReadNode } from './plan.js';
import { contentRange, CONTENT_TYPES, csvHeader, readStatus, type RestResponse } from './respond.js';
import type { ApiRequest } from './request.js';
import type { Func, Relation, SchemaCache } from './schema-cache.js';
import { Builder, qualified } from './sql/builder.js';
import { readStatement, type BodyShape } from './sql/read.js';
import { rpcSource, type RpcArgs } from './sql/rpc.js';
import { deleteSql, insertSql, mutationStatement, updateSql } from './sql/write.js';

export interface Prepared {
  sql: string;
  params: unknown[];
  readOnly: boolean;
  /** Runs inside the transaction; throwing rolls it back. */
  check?: (r: StatementResult) => void;
  respond(r: StatementResult): RestResponse;
}

export interface PrepareInput {
  req: ApiRequest;
  search: URLSearchParams;
  body: Buffer;
  contentType?: string;
  maxRows: number;
  path: string;
}

function shapeOf(accept: Accept): BodyShape {
  return { type: accept.type === 'object' ? 'object' : accept.type === 'csv' ? 'csv' : 'json', stripNulls: accept.stripNulls };
}

function contentTypeOf(accept: Accept): string {
  return accept.type === 'object' ? CONTENT_TYPES.object : accept.type === 'csv' ? CONTENT_TYPES.csv : CONTENT_TYPES.json;
}

function applied(prefer: Preferences, keys: (keyof Preferences)[]): Record<string, string> {
  const parts: string[] = [];
  for (const k of keys) {
    const v = prefer[k];
    if (v === undefined) continue;
    parts.push(k === 'maxAffected' ? `max-affected=${v}` : `${k}=${v}`);
  }
  return parts.length ? { 'Preference-Applied': parts.join(', ') } : {};
}

function strictCheck(prefer: Preferences): void {
  if (prefer.handling !== 'strict') return;
  const invalid = [...prefer.invalid];
  if (prefer.tx === 'rollback') invalid.push('tx=rollback');
  if (invalid.length) throw errors.strictPreferences(invalid);
}

function pageBounds(q: ParsedQuery, req: ApiRequest, maxRows: number): { limit: number; offset: number } {
  const root = q.modifiers.get('')!;
  const offset = root.offset ?? req.range?.offset ?? 0;
  let limit = maxRows;
  if (root.limit !== undefined) limit = Math.min(limit, root.limit);
  if (req.range?.limit !== undefined) limit = Math.min(limit, req.range.limit);
  return { limit, offset };
}

function singularCheck(accept: Accept) {
  return accept.type === 'object'
    ? (r: StatementResult) => {
        if (r.pageTotal !== 1) throw errors.singular(r.pageTotal);
      }
    : undefined;
}

function readBody(r: StatementResult, accept: Accept, node: ReadNode | null): string {
  if (accept.type === 'csv') return csvHeader(node ? outputKeys(node) : []) + (r.body ? '\n' + r.body : '');
  return r.body;
}

export function prepare(cache: SchemaCache, input: PrepareInput): Prepared {
  const { req } = input;
  strictCheck(req.prefer);
  if (req.target.kind === 'rpc') return prepareRpc(cache, input, req.target.name);
  if (req.target.kind === 'root') throw errors.invalidPath();
  const rel = findRelation(cache, req.schema, req.target.name);
  switch (req.method) {
    case 'GET':
    case 'HEAD':
      return prepareRead(cache, input, rel);
    case 'POST':
    case 'PUT':
      return prepareInsert(cache, input, rel);
    case 'PATCH':
      return prepareUpdate(cache, input, rel);
    case 'DELETE':
      return prepareDelete(cache, input, rel);
    default:
      throw errors.unsupportedMethod(req.method);
  }
}

function prepareRead(cache: SchemaCache, input: PrepareInput, rel: Relation): Prepared {
  const { req } = input;
  const q = parseQuery(input.search);
  const node = planRead(cache, rel, q);
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

function jsonBody(input: PrepareInput, allowEmpty: boolean): { value: unknown; text: string } | null {
  const body = parseBody(input.body, input.contentType);
  if (body.kind === 'none') {
    if (allowEmpty) return null;
    throw errors.badBody();
  }
  return body;
}

function mutationCommon(cache: SchemaCache, input: PrepareInput, rel: Relation, q: ParsedQuery) {
  const { req } = input;
  const ret = req.prefer.return ?? 'minimal';
  let node: ReadNode;
  let shape: BodyShape;
  if (ret === 'representation') {
    node = planRead(cache, rel, q);
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
  if (node.filters.length === 0) {
    // Supabase preloads safeupdate: UPDATE/DELETE without a WHERE clause is refused.
    throw new RestError(400, '21000', `${verb} requires a WHERE clause`);
  }
  return node;
}

function prepareInsert(cache: SchemaCache, input: PrepareInput, rel: Relation): Prepared {
  const { req } = input;
  const q = parseQuery(input.search);
  const body = jsonBody(input, false)!;
  const value = body.value;
  const isArray = Array.isArray(value);
  const rows = isArray ? (value as unknown[]) : [value];
  if (rows.some((r) => r === null || typeof r !== 'object' || Array.isArray(r))) throw errors.badBody('All elements must be JSON objects');
  const keys = q.columns ?? (isArray ? [...new Set(rows.flatMap((r) => Object.keys(r as object)))] : Object.keys(value as object));
  const columns = writeColumns(rel, keys);
  const put = req.method === 'PUT';
  const { node, shape, ret, check } = mutationCommon(cache, input, rel, q);
  const b = new Builder();
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
  const sql = mutationStatement(b, mutation, node, shape);
  return {
    sql,
    params: b.params,
    readOnly: false,
    check,
    respond: (r) => {
      const headers: Record<string, string> = {
        'Content-Range': `*/${req.prefer.count ? r.pageTotal : '*'}`,
        ...applied(req.prefer, ['return', 'count', 'resolution', 'missing', 'handling', 'timezone', 'maxAffected']),
      };
      if (ret === 'headers-only' && rel.pk.length && r.body) {
        const first = (JSON.parse(r.body) as Record<string, unknown>[])[0];
        if (first) {
          const qs = rel.pk.map((k) => `${encodeURIComponent(k)}=eq.${encodeURIComponent(String(first[k]))}`).join('&');
          headers.Location = `/${encodeURIComponent(rel.name)}?${qs}`;
        }
      }
      if (ret !== 'representation') return { status: put ? 204 : 201, headers, body: '' };
      headers['Content-Type'] = contentTypeOf(req.accept);
      return { status: put ? 200 : 201, headers, body: readBody(r, req.accept, node) };
    },
  };
}

function prepareUpdate(cache: SchemaCache, input: PrepareInput, rel: Relation): Prepared {
  const { req } = input;
  const q = parseQuery(input.search);
  const body = jsonBody(input, false)!;
  if (body.value === null || typeof body.value !== 'object' || Array.isArray(body.value)) throw errors.badBody('The body must be a JSON object');
  const columns = writeColumns(rel, Object.keys(body.value as object));
  const filters = filterNode(cache, rel, q, 'UPDATE');
  const { node, shape, ret, check } = mutationCommon(cache, input, rel, q);
  const b = new Builder();
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
        ...applied(req.prefer, ['return', 'count', 'handling', 'timezone', 'maxAffected']),
      };
      if (ret !== 'representation') return { status: 204, headers, body: '' };
      headers['Content-Type'] = contentTypeOf(req.accept);
      return { status: 200, headers, body: readBody(r, req.accept, node) };
    },
  };
}

function prepareDelete(cache: SchemaCache, input: PrepareInput, rel: Relation): Prepared {
  const { req } = input;
  const q = parseQuery(input.search);
  const filters = filterNode(cache, rel, q, 'DELETE');
  const { node, shape, ret, check } = mutationCommon(cache, input, rel, q);
  const b = new Builder();
  const sql = mutationStatement(b, deleteSql(b, rel, filters), node, shape);
  return {
    sql,
    params: b.params,
    readOnly: false,
    check,
    respond: (r) => {
      const headers: Record<string, string> = {
        'Content-Range': `*/${req.prefer.count ? r.pageTotal : '*'}`,
        ...applied(req.prefer, ['return', 'count', 'handling', 'timezone', 'maxAffected']),
      };
      if (ret !== 'representation') return { status: 204, headers, body: '' };
      headers['Content-Type'] = contentTypeOf(req.accept);
      return { status: 200, headers, body: readBody(r, req.accept, node) };
    },
  };
}

const isJsonType = (t: string) => t === 'json' || t === 'jsonb';

function chooseFunction(fns: Func[], keys: string[], bodyIsObject: boolean, schema: string, name: string): { fn: Func; single: boolean } {
  const named = fns.filter(
    (f) =>
      !(f.args.length === 1 && f.args[0].name === '') &&
      keys.every((k) => f.args.some((a) => a.name === k)) &&
      f.args.every((a) => a.hasDefault || keys.includes(a.name)),
  );
  if (named.length === 1) return { fn: named[0], single: false };
  if (named.length > 1) throw errors.ambiguousFunction(schema, name);
  const single = fns.filter((f) => f.args.length === 1 && f.args[0].name === '' && isJsonType(f.args[0].type));
  if (single.length === 1 && bodyIsObject !== undefined) return { fn: single[0], single: true };
  throw errors.noFunction(schema, name, keys, null);
}

function synthetic(fn: Func): Relation {
  return { schema: fn.schema, name: fn.name, kind: 'table', columns: new Map(fn.ret.columns.map((c) => [c.name, c])), columnList: fn.ret.columns, pk: [], uniques: [] };
}

function prepareRpc(cache: SchemaCache, input: PrepareInput, name: string): Prepared {
  const { req } = input;
  if (!['GET', 'HEAD', 'POST'].includes(req.method)) throw errors.rpcMethod(req.method);
  const read = req.method !== 'POST';
  const reserved = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'or', 'and']);
  let guessed: string[] = [...new Set([...input.search.keys()].filter((k) => !reserved.has(k) && !k.includes('.')))];
  if (!read) {
    const body = jsonBody(input, true);
    guessed = body && body.value && typeof body.value === 'object' && !Array.isArray(body.value) ? Object.keys(body.value) : [];
  }
  const fns = findFunctions(cache, req.schema, name, guessed);
  const argNames = new Set(fns.flatMap((f) => f.args.map((a) => a.name)));
  const q = parseQuery(input.search, read ? (k) => argNames.has(k) : undefined);
  let values: Record<string, unknown> = q.args;
  let bodyText = '{}';
  if (!read) {
    const body = jsonBody(input, true);
    if (body) {
      values = body.value as Record<string, unknown>;
      bodyText = body.text;
    } else values = {};
  }
  const isObject = values !== null && typeof values === 'object' && !Array.isArray(values);
  const keys = isObject ? Object.keys(values) : [];
  let choice: { fn: Func; single: boolean };
  try {
    choice = chooseFunction(fns, keys, isObject, req.schema, name);
  } catch (e) {
    if (e instanceof RestError && e.code === 'PGRST202') throw errors.noFunction(req.schema, name, keys, null);
    throw e;
  }
  const { fn, single } = choice;
  if (!single && !isObject) throw errors.badBody('The body must be a JSON object of named arguments');
  const args: RpcArgs = single ? { kind: 'single', json: bodyText, type: fn.args[0].type } : { kind: 'named', values };

  const b = new Builder();
  const alias = b.alias();
  const source = rpcSource(b, fn, args, alias);
  const composite = fn.ret.kind === 'composite';
  const target = composite && fn.ret.relation ? (cache.relations.get(`${fn.ret.relation.schema}.${fn.ret.relation.name}`) ?? synthetic(fn)) : synthetic(fn);
  const node: ReadNode = composite ? planRead(cache, target, q) : { target, fields: [], filters: [], order: [] };
  let shape: BodyShape;
  if (fn.ret.kind === 'void') shape = { type: 'none', stripNulls: false };
  else if (!composite) shape = { type: fn.returnsSet ? 'scalarSet' : 'scalar', stripNulls: false };
  else if (!fn.returnsSet && req.accept.type === 'json') shape = { type: 'object', stripNulls: req.accept.stripNulls };
  else shape = shapeOf(req.accept);
  const { limit, offset } = fn.returnsSet ? pageBounds(q, req, input.maxRows) : { limit: undefined, offset: 0 };
  const sql = readStatement(b, node, source, alias, { count: !!req.prefer.count && fn.returnsSet, shape, limit, offset });
  return {
    sql,
    params: b.params,
    readOnly: read,
    check: fn.returnsSet ? singularCheck(req.accept) : undefined,
    respond: (r) => {
      if (fn.ret.kind === 'void') return { status: 204, headers: {}, body: '' };
      const headers: Record<string, string> = {
        'Content-Type': shape.type === 'object' && req.accept.type === 'json' ? CONTENT_TYPES.json : contentTypeOf(req.accept),
        ...applied(req.prefer, ['count', 'handling', 'timezone']),
      };
      if (!fn.returnsSet) return { status: 200, headers, body: readBody(r, req.accept, composite ? node : null) };
      headers['Content-Range'] = contentRange(offset, r.pageTotal, r.total);
      return { status: readStatus(offset, limit, r.total), headers, body: readBody(r, req.accept, composite ? node : null) };
    },
  };
}
