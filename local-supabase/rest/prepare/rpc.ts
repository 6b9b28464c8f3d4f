// Function calls: PostgREST's overload choice (named args, else one unnamed json/jsonb/text/xml/bytea param), results and paging.
import { errors, type RpcMedia } from '../errors.js';
import { fuzzyBest } from '../fuzzy.js';
import { functionNames, functionsNamed } from '../lookup.js';
import { parseCondition } from '../parse/filter.js';
import { parseQuery } from '../parse/query.js';
import { planRead, type ReadNode } from '../plan.js';
import { contentRange, CONTENT_TYPES, readStatus } from '../respond.js';
import type { Func, Relation, SchemaCache } from '../schema-cache.js';
import { Builder } from '../sql/builder.js';
import { explainCountStatement, readStatement, type BodyShape } from '../sql/read.js';
import { rpcSource, type RpcArgs } from '../sql/rpc.js';
import { applied, contentTypeOf, countOption, jsonBody, pageBounds, readBody, shapeOf, singularCheck, totalOf, type Prepared, type PrepareInput, sqlLimits } from './common.js';

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'or', 'and', 'not.or', 'not.and']);
const RAW_MEDIA: Record<string, RpcMedia> = { 'text/plain': 'text', 'text/xml': 'xml', 'application/octet-stream': 'bytea' };
const SINGLE_TYPES: Record<RpcMedia, string[]> = { json: ['json', 'jsonb'], form: [], text: ['text'], xml: ['xml'], bytea: ['bytea'], other: [] };

function mediaOf(contentType: string | undefined): RpcMedia {
  const type = (contentType ?? 'application/json').split(';')[0].trim().toLowerCase();
  if (type === '' || type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  return RAW_MEDIA[type] ?? 'other';
}

/** GET/HEAD: a query key is an argument when its value is not an operator expression (`a=1`, not `a=eq.1`). */
function isArgument(key: string, value: string): boolean {
  if (RESERVED.has(key) || key.includes('.')) return false;
  try {
    parseCondition(value);
    return false;
  } catch {
    return true;
  }
}

/** PostgREST's rule: all required parameters given, every key a parameter; a no-parameter function only for no keys. */
function matchesParams(f: Func, keys: Set<string>, rawBody: boolean): boolean {
  if (f.args.length === 0) return keys.size === 0 && !rawBody;
  const names = new Set(f.args.map((a) => a.name));
  return [...keys].every((k) => names.has(k)) && f.args.every((a) => a.hasDefault || keys.has(a.name));
}

function chooseFunction(fns: Func[], keys: Set<string>, post: boolean, media: RpcMedia): Func | undefined {
  const rawBody = post && (media === 'text' || media === 'xml' || media === 'bytea');
  const named = fns.filter((f) => matchesParams(f, keys, rawBody));
  const single = fns.filter(
    (f) => !named.includes(f) && post && f.args.length === 1 && f.args[0].name === '' && SINGLE_TYPES[media].includes(f.args[0].type),
  );
  const found = named.length ? named : single;
  if (found.length > 1) throw errors.ambiguousFunction(found);
  return found[0];
}

function noFunction(cache: SchemaCache, schema: string, name: string, keys: string[], post: boolean, media: RpcMedia, overloads: Func[]) {
  let hint: string | null = null;
  if (overloads.length === 0) {
    const near = fuzzyBest(name, functionNames(cache, schema));
    if (near) hint = `Perhaps you meant to call the function ${schema}.${near}`;
  } else {
    const list = (names: string[]) => `(${[...names].sort().join(', ')})`;
    const near = fuzzyBest(list(keys), overloads.map((f) => list(f.args.map((a) => a.name))));
    if (near) hint = `Perhaps you meant to call the function ${schema}.${name}${near}`;
  }
  return errors.noFunction(schema, name, keys, post, media, hint);
}

function synthetic(fn: Func): Relation {
  return { schema: fn.schema, name: fn.name, kind: 'table', columns: new Map(fn.ret.columns.map((c) => [c.name, c])), columnList: fn.ret.columns, pk: [], uniques: [] };
}

export function prepareRpc(cache: SchemaCache, input: PrepareInput, name: string): Prepared {
  const { req } = input;
  if (!['GET', 'HEAD', 'POST'].includes(req.method)) throw errors.rpcMethod(req.method);
  const post = req.method === 'POST';
  const media = post ? mediaOf(input.contentType) : 'json';

  let values: Record<string, unknown> = {};
  let raw: string | Uint8Array | undefined;
  let bodyText = '{}';
  if (!post) {
    for (const [k, v] of input.search) if (isArgument(k, v)) values[k] = v;
  } else if (media === 'text' || media === 'xml') {
    raw = input.body.toString('utf8');
  } else if (media === 'bytea') {
    // Bound as bytes: both drivers send a Uint8Array parameter as bytea.
    raw = new Uint8Array(input.body);
  } else {
    const body = jsonBody(input, true);
    if (body) {
      bodyText = body.text;
      values = body.value as Record<string, unknown>;
    }
  }
  const isObject = raw === undefined && values !== null && typeof values === 'object' && !Array.isArray(values);
  const keys = isObject ? Object.keys(values).sort() : [];
  const overloads = functionsNamed(cache, req.schema, name);
  const fn = chooseFunction(overloads, new Set(keys), post, media);
  if (!fn) throw noFunction(cache, req.schema, name, keys, post, media, overloads);
  const single = fn.args.length === 1 && fn.args[0].name === '';
  if (!single && !isObject) throw errors.badBody('The body must be a JSON object of named arguments');
  if (req.prefer.handling === 'strict' && req.prefer.maxAffected !== undefined && !fn.returnsSet) throw errors.maxAffectedRpc();
  const args: RpcArgs = single ? { kind: 'single', value: raw ?? bodyText, type: fn.args[0].type } : { kind: 'named', values };

  const argKeys = new Set(post ? [] : Object.keys(values));
  const q = parseQuery(input.search, (k) => argKeys.has(k));
  const b = new Builder(sqlLimits(input));
  const alias = b.alias();
  const source = rpcSource(b, fn, args, alias);
  const composite = fn.ret.kind === 'composite';
  const target = composite && fn.ret.relation ? (cache.relations.get(`${fn.ret.relation.schema}.${fn.ret.relation.name}`) ?? synthetic(fn)) : synthetic(fn);
  const node: ReadNode = composite ? planRead(cache, target, q, input.aggregates) : { target, fields: [], filters: [], order: [] };
  let shape: BodyShape;
  if (fn.ret.kind === 'void') shape = { type: 'none', stripNulls: false };
  else if (!composite) shape = { type: fn.returnsSet ? 'scalarSet' : 'scalar', stripNulls: false };
  else if (!fn.returnsSet && req.accept.type === 'json') shape = { type: 'object', stripNulls: req.accept.stripNulls };
  else shape = shapeOf(req.accept);
  const { limit, offset } = fn.returnsSet ? pageBounds(q, req, input.maxRows) : { limit: undefined, offset: 0 };
  const sql = readStatement(b, node, source, alias, { count: fn.returnsSet && countOption(req.prefer, input.maxRows), shape, limit, offset });
  let explain: Prepared['explain'];
  if (fn.returnsSet && (req.prefer.count === 'planned' || req.prefer.count === 'estimated')) {
    const e = new Builder();
    const ea = e.alias();
    explain = { sql: explainCountStatement(e, node, rpcSource(e, fn, args, ea), ea), params: e.params };
  }
  const singular = fn.returnsSet ? singularCheck(req.accept) : undefined;
  const maxAffected = req.prefer.handling === 'strict' ? req.prefer.maxAffected : undefined;
  return {
    sql,
    params: b.params,
    explain,
    // Like PostgREST: GET/HEAD, and POST to a stable or immutable function, run in a read-only transaction.
    readOnly: !post || fn.volatility !== 'v',
    check:
      singular || maxAffected !== undefined
        ? (r) => {
            singular?.(r);
            if (maxAffected !== undefined && r.pageTotal > maxAffected) throw errors.maxAffected(r.pageTotal);
          }
        : undefined,
    respond: (r) => {
      const prefs = applied(req.prefer, ['count', 'tx', 'handling', 'timezone', 'maxAffected']);
      if (fn.ret.kind === 'void') return { status: 204, headers: prefs, body: '' };
      const headers: Record<string, string> = {
        'Content-Type': shape.type === 'object' && req.accept.type === 'json' ? CONTENT_TYPES.json : contentTypeOf(req.accept),
        ...prefs,
      };
      if (!fn.returnsSet) return { status: 200, headers, body: readBody(r, req.accept, composite ? node : null) };
      const total = totalOf(req.prefer, r, input.maxRows);
      headers['Content-Range'] = contentRange(offset, r.pageTotal, total);
      return { status: readStatus(offset, r.pageTotal, total), headers, body: readBody(r, req.accept, composite ? node : null) };
    },
  };
}
