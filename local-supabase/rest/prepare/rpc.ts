// Function calls: overload choice by argument names, a single json argument, scalar/composite/set/void results.
import { errors, RestError } from '../errors.js';
import { findFunctions } from '../lookup.js';
import { parseQuery } from '../parse/query.js';
import { planRead, type ReadNode } from '../plan.js';
import { contentRange, CONTENT_TYPES, readStatus } from '../respond.js';
import type { Func, Relation, SchemaCache } from '../schema-cache.js';
import { Builder } from '../sql/builder.js';
import { readStatement, type BodyShape } from '../sql/read.js';
import { rpcSource, type RpcArgs } from '../sql/rpc.js';
import { applied, contentTypeOf, jsonBody, pageBounds, readBody, shapeOf, singularCheck, type Prepared, type PrepareInput } from './common.js';

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

export function prepareRpc(cache: SchemaCache, input: PrepareInput, name: string): Prepared {
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
        ...applied(req.prefer, ['count', 'handling', 'timezone', 'tx']),
      };
      if (!fn.returnsSet) return { status: 200, headers, body: readBody(r, req.accept, composite ? node : null) };
      headers['Content-Range'] = contentRange(offset, r.pageTotal, r.total);
      return { status: readStatus(offset, limit, r.total), headers, body: readBody(r, req.accept, composite ? node : null) };
    },
  };
}
