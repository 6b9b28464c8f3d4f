// fast-check arbitraries of REST requests over a FuzzSchema: methods, query strings, headers and bodies, valid and broken.
import fc from 'fast-check';
import type { FuzzFunction, FuzzRelation, FuzzSchema } from './schema.js';

export interface FuzzRequest {
  method: string;
  /** Path and query string, already encoded as sent (it may hold deliberately malformed escapes). */
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** What the request targets, for the write-reach check: `schema.name` or `fn:schema.name`. */
  target: string;
}

export interface FuzzIdentities {
  apikey: string;
  /** Bearer tokens of real members (one owning seeded rows, one fresh). */
  members: string[];
  /** The members' user ids, in the order of `members`. */
  memberIds: string[];
  /** aal1 tokens of a seeded member with a verified factor: public reads answer, every write is refused (4xx). */
  aal1Enrolled: string[];
  /** Their user ids, in the order of `aal1Enrolled`. */
  aal1EnrolledIds: string[];
  /** Tokens that must be refused: expired, unknown role, bad signature. */
  forged: string[];
  /** Known ids (members, seeded rows) so filters and bodies point at real rows. */
  uuids: string[];
}

const OPS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'in', 'is', 'isdistinct', 'fts', 'plfts', 'phfts', 'wfts', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxl', 'nxr', 'adj'];
const CLEAN_OPS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'is', 'in', 'like', 'ilike'];
const BAD_OPS = ['nope', '', 'eq(any', 'in(', 'EQ', 'not', 'not.not'];
const NOISE = ['(', ')', ',', '.', ':', '!', '"', '-', '>', '*', '...', '::', '->', ' ', '%', '\\', '\u0000', 'é', '🙂', '[', '{', '}', "'", ';', '--'];
const JUNK_TEXT = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc.constantFrom('null', 'true', 'NaN', 'Infinity', '-0', '1e309', '99999999999999999999', '{}', '[]', '()', '(,)', '{"a":', '\u0000', "'; drop table x; --", '*', '%'),
);

/** A valid-looking value for a Postgres type (format_type or base typname), as JSON. */
function typedJson(type: string, s: FuzzSchema, ids: FuzzIdentities): fc.Arbitrary<unknown> {
  const t = type.toLowerCase();
  if (t.endsWith('[]') || t.startsWith('_')) return fc.array(typedJson(t.replace(/\[\]$/, '').replace(/^_/, ''), s, ids), { maxLength: 4 });
  if (/^(int[248]|integer|bigint|smallint)$/.test(t)) return fc.oneof(fc.integer({ min: -2, max: 50 }), fc.integer(), fc.constant(2 ** 53));
  if (/^(numeric|float[48]|real|double precision)/.test(t)) return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer({ min: 0, max: 10 }));
  if (/^(bool|boolean)$/.test(t)) return fc.boolean();
  if (t === 'uuid') return fc.oneof(fc.constantFrom(...ids.uuids), fc.uuid());
  if (/^(timestamptz|timestamp|date|time)/.test(t)) return fc.oneof(fc.date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true }).map((d) => d.toISOString()), fc.constant('now'));
  if (/^json/.test(t)) return fc.jsonValue({ maxDepth: 2 });
  const labels = s.enums.get(t) ?? s.enums.get(t.replace(/^.*\./, ''));
  if (labels?.length) return fc.constantFrom(...labels);
  return fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('hola', 'https://example.com/a.png', 'javascript:alert(1)', '<b>x</b>'));
}

/** Any JSON value a client might wrongly send: wrong types, oversized strings, nested junk. */
const junkJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 60_000 }).chain((n) => fc.constantFrom('a', 'palabra ', 'ñ', '🙂').map((c) => c.repeat(Math.ceil(n / c.length)))) },
  { weight: 1, arbitrary: fc.constantFrom(null, -1, 0, 1e308, '', ' ', 'x'.repeat(300), [], {}, [[[]]], { a: { b: { c: [1, 'x'] } } }) },
);

// A damaged emoji leaves a lone surrogate, which no URL can carry: it is sent as U+FFFD.
const enc = (s: string) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/gu, '\uFFFD'));
/** `dirty` in broken requests (one in `w`+1 draws), `clean` only in clean ones. */
const mix = <T>(clean: boolean, good: fc.Arbitrary<T>, bad: fc.Arbitrary<T>, w = 8): fc.Arbitrary<T> => (clean ? good : fc.oneof({ weight: w, arbitrary: good }, { weight: 1, arbitrary: bad }));
/** `a` in `weight` cases out of 10, undefined otherwise. */
const sometimes = <T>(a: fc.Arbitrary<T>, weight: number) => fc.oneof({ weight: 10 - weight, arbitrary: fc.constant(undefined) }, { weight, arbitrary: a });

/** Occasionally damages a string: drops, duplicates or inserts a reserved character. */
const damaged = (a: fc.Arbitrary<string>, clean = false): fc.Arbitrary<string> =>
  clean ? a : fc.tuple(a, fc.nat(), fc.nat(), fc.constantFrom(...NOISE), fc.integer({ min: 0, max: 9 })).map(([s, at, len, noise, k]) => {
    const i = s.length ? at % (s.length + 1) : 0;
    if (k < 6) return s;
    if (k === 6) return s.slice(0, i) + noise + s.slice(i);
    if (k === 7) return s.slice(0, i) + s.slice(i + 1);
    if (k === 8) return s.slice(0, i) + s.slice(i, i + 1 + (len % 4)).repeat(2) + s.slice(i + 1 + (len % 4));
    return s.slice(0, i);
  });

export function requestArb(s: FuzzSchema, ids: FuzzIdentities): fc.Arbitrary<FuzzRequest> {
  const rels = s.relations;
  const byName = new Map(rels.map((r) => [r.name, r]));
  // Most requests are clean (valid names, typed values, sane headers) so real paths run, not only early refusals.
  const relArbs = rels.flatMap((r) => [relationRequest(r, s, ids, byName, true), relationRequest(r, s, ids, byName, false)]);
  const fnArbs = s.functions.flatMap((f) => [rpcRequest(f, s, ids, true), rpcRequest(f, s, ids, false)]);
  const cleanOnes = fc.oneof(...relArbs.filter((_, i) => i % 2 === 0), ...fnArbs.filter((_, i) => i % 2 === 0));
  const oddPath = fc.record({
    method: fc.constantFrom('GET', 'POST', 'PUT', 'OPTIONS', 'TRACE'),
    path: fc.constantFrom('/rest/v1/', '/rest/v1', '/rest/v1/nope', '/rest/v1/rpc/', '/rest/v1/rpc/nope', '/rest/v1/%00', '/rest/v1/posts%00', '/rest/v1/%zz', '/rest/v1/posts/1', '/rest/v1/rpc/../posts', '/rest/v1/auth.users', '/rest/v1/%22posts%22', `/rest/v1/${'a'.repeat(300)}`),
    headers: headersArb(ids, 'GET', false),
    target: fc.constant('none'),
  });
  return fc.oneof({ weight: 12, arbitrary: fc.oneof(...relArbs) }, { weight: 5, arbitrary: fc.oneof(...fnArbs) }, { weight: 4, arbitrary: cleanOnes }, { weight: 1, arbitrary: oddPath });
}

function relationRequest(r: FuzzRelation, s: FuzzSchema, ids: FuzzIdentities, byName: Map<string, FuzzRelation>, clean: boolean): fc.Arbitrary<FuzzRequest> {
  const names = r.columns.map((c) => c.name);
  const col = names.length ? fc.constantFrom(...names) : fc.constant('id');
  const anyCol = mix(clean, col, fc.constantFrom('nope', '"id"', 'a b', 'año', '*', ''));
  const jsonCols = r.columns.filter((c) => /^json/.test(c.typname)).map((c) => c.name);
  const field = fc.tuple(anyCol, mix(clean, fc.constantFrom('', '', '->a', '->>a'), fc.constantFrom('->0', '->a->>b', '->>-1', '->'), 3), mix(clean, fc.constantFrom('', '', '', '::text'), fc.constantFrom('::int', '::json', '::nope', '::'), 3), mix(clean, fc.constant(''), fc.constantFrom('.count()', '.sum()', '.max()', '.nope()'), 9))
    .map(([c, path, cast, agg]) => `${c}${jsonCols.includes(c) || path === '' ? path : ''}${cast}${agg}`);
  const alias = mix(clean, fc.constantFrom('', '', '', 'a:', 'x_y:'), fc.constantFrom('"q":', ':'));
  const related = r.related.filter((n) => byName.has(n));
  const hint = mix(clean, fc.constantFrom('', '', '', '!inner', '!left', ...r.fkNames.map((n) => `!${n}`)), fc.constantFrom('!nope', '!', '!inner!left'));
  const embed = (depth: number): fc.Arbitrary<string> =>
    related.length
      ? fc.tuple(fc.constantFrom('', '', '', '...'), alias, fc.constantFrom(...related), hint).chain(([spread, a, name, h]) =>
          fc.array(depth < 1 ? fc.oneof(embedColumn(byName.get(name)!), embed(depth + 1)) : embedColumn(byName.get(name)!), { minLength: 1, maxLength: 3 }).map(
            (inner) => `${spread || a}${name}${h}(${inner.join(',')})`,
          ),
        )
      : fc.constant('*');
  const selectItem = fc.oneof({ weight: 6, arbitrary: fc.tuple(alias, field).map(([a, f]) => a + f) }, { weight: 2, arbitrary: fc.constant('*') }, { weight: clean ? 0 : 1, arbitrary: fc.constant('count()') }, { weight: 3, arbitrary: embed(0) });
  const select = damaged(fc.array(selectItem, { minLength: 1, maxLength: 4 }).map((xs) => xs.join(',')), clean);
  const value = (c: string) => {
    const column = r.columns.find((x) => x.name === c);
    const samples = column ? (r.samples.get(c) ?? []) : [];
    const typed = column ? typedJson(column.typname, s, ids).map((v) => (typeof v === 'string' ? v : JSON.stringify(v))) : JUNK_TEXT;
    return fc.oneof({ weight: 3, arbitrary: samples.length ? fc.constantFrom(...samples) : typed }, { weight: 3, arbitrary: typed }, { weight: clean ? 0 : 1, arbitrary: JUNK_TEXT });
  };
  const condition = anyCol.chain((c) =>
    fc.tuple(fc.constantFrom('', '', '', 'not.'), mix(clean, fc.constantFrom(...(clean ? CLEAN_OPS : OPS)), fc.constantFrom(...BAD_OPS)), mix(clean, fc.constant(''), fc.constantFrom('(any)', '(all)', '(english)', '(simple)'), 4), fc.array(value(c), { minLength: 1, maxLength: 3 })).map(
      ([not, op, mod, vs]) => {
        const v = op === 'in' ? `(${vs.map((x) => `"${x.replace(/"/g, '\\"')}"`).join(',')})` : op === 'cs' || op === 'cd' || op === 'ov' ? `{${vs.join(',')}}` : mod === '(any)' || mod === '(all)' ? `{${vs.join(',')}}` : op === 'is' ? ['null', 'true', 'false', 'unknown', vs[0]][vs[0].length % 5] : vs[0];
        return { col: c, cond: `${not}${op}${mod}.${v}` };
      },
    ),
  );
  const filter = fc.oneof(
    { weight: 6, arbitrary: condition.map(({ col: c, cond }) => [c, cond] as [string, string]) },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom('or', 'and', 'not.or', 'not.and'), fc.array(condition, { minLength: 1, maxLength: 3 })).map(([k, cs]) => [k, `(${cs.map((x) => `${x.col}.${x.cond}`).join(',')})`] as [string, string]) },
    { weight: related.length && !clean ? 1 : 0, arbitrary: fc.tuple(fc.constantFrom(...(related.length ? related : ['x'])), condition).map(([e, x]) => [`${e}.${x.col}`, x.cond] as [string, string]) },
  );
  const order = fc.array(fc.tuple(anyCol, mix(clean, fc.constantFrom('', '.asc', '.desc', '.desc.nullslast', '.asc.nullsfirst'), fc.constantFrom('.x', '.asc.desc', '.'))).map(([c, d]) => c + d), { minLength: 1, maxLength: 2 }).map((xs) => xs.join(','));
  const num = mix(clean, fc.constantFrom('0', '1', '3', '10'), fc.constantFrom('-1', 'x', '1.5', '99999999999999999999', ''), 3);
  const params = fc.record({
    select: sometimes(select, 8),
    filters: fc.array(filter.chain(([k, v]) => fc.tuple(damaged(fc.constant(k), clean), damaged(fc.constant(v), clean))), { maxLength: 3 }),
    order: sometimes(damaged(order, clean), 3),
    limit: sometimes(num, 3),
    offset: sometimes(num, 2),
    on_conflict: sometimes(fc.array(anyCol, { minLength: 1, maxLength: 2 }).map((xs) => xs.join(',')), 2),
    columns: sometimes(fc.array(anyCol, { minLength: 1, maxLength: 3 }).map((xs) => xs.join(',')), 1),
  });
  const method = fc.constantFrom('GET', 'GET', 'GET', 'GET', 'HEAD', 'POST', 'POST', 'PATCH', 'PATCH', 'DELETE', 'PUT');
  const row = fc.dictionary(anyCol, fc.constant(null), { maxKeys: 4 }).chain((keys) => {
    const cols = Object.keys(keys);
    return fc.tuple(...cols.map((c) => {
      const column = r.columns.find((x) => x.name === c);
      return mix(clean, column ? typedJson(column.typname, s, ids) : junkJson, junkJson, 4);
    })).map((vs) => Object.fromEntries(cols.map((c, i) => [c, vs[i]])));
  });
  return fc.record({ method, params, body: bodyArb(row, clean) }).chain(({ method, params, body }) =>
    headersArb(ids, method, clean).map((headers) => {
      const qs: string[] = [];
      if (params.select !== undefined) qs.push(`select=${enc(params.select)}`);
      for (const [k, v] of params.filters) qs.push(`${enc(k)}=${enc(v)}`);
      if (params.order !== undefined) qs.push(`order=${enc(params.order)}`);
      if (params.limit !== undefined) qs.push(`limit=${enc(params.limit)}`);
      if (params.offset !== undefined) qs.push(`offset=${enc(params.offset)}`);
      if (params.on_conflict !== undefined && method === 'POST') qs.push(`on_conflict=${enc(params.on_conflict)}`);
      if (params.columns !== undefined && method !== 'GET') qs.push(`columns=${enc(params.columns)}`);
      const hasBody = method === 'POST' || method === 'PATCH' || method === 'PUT';
      return {
        method,
        path: `/rest/v1/${enc(r.name)}${qs.length ? '?' + qs.join('&') : ''}`,
        headers: hasBody && body.contentType !== undefined ? { ...headers, 'Content-Type': body.contentType } : headers,
        body: hasBody ? body.text : undefined,
        target: `${r.schema}.${r.name}`,
      };
    }),
  );
}

function embedColumn(r: FuzzRelation): fc.Arbitrary<string> {
  const names = r.columns.map((c) => c.name);
  return fc.oneof({ weight: 4, arbitrary: names.length ? fc.constantFrom(...names) : fc.constant('*') }, { weight: 1, arbitrary: fc.constantFrom('*', 'count()', 'nope') });
}

/** A body and its Content-Type: JSON rows (valid-looking, wrong-typed, mixed keys), invalid JSON, CSV, form, nothing. */
function bodyArb(row: fc.Arbitrary<Record<string, unknown>>, clean: boolean): fc.Arbitrary<{ text: string; contentType?: string }> {
  if (clean) return fc.oneof({ weight: 4, arbitrary: row.map((o) => ({ text: JSON.stringify(o), contentType: 'application/json' })) }, { weight: 1, arbitrary: fc.array(row, { minLength: 1, maxLength: 3 }).map((xs) => ({ text: JSON.stringify(xs), contentType: 'application/json' })) });
  return fc.oneof(
    { weight: 6, arbitrary: row.map((o) => ({ text: JSON.stringify(o), contentType: 'application/json' })) },
    { weight: 2, arbitrary: fc.array(row, { maxLength: 3 }).map((xs) => ({ text: JSON.stringify(xs), contentType: 'application/json' })) },
    { weight: 1, arbitrary: junkJson.map((j) => ({ text: JSON.stringify(j) ?? 'null', contentType: 'application/json' })) },
    { weight: 1, arbitrary: row.chain((o) => fc.nat().map((n) => { const t = JSON.stringify(o); return { text: t.slice(0, n % (t.length + 1)) + ['', '}', ',', '\u0000', '{{'][n % 5], contentType: 'application/json' }; })) },
    { weight: 1, arbitrary: row.map((o) => ({ text: `${Object.keys(o).join(',')}\n${Object.values(o).map((v) => JSON.stringify(v) ?? '').join(',')}`, contentType: 'text/csv' })) },
    { weight: 1, arbitrary: row.map((o) => ({ text: new URLSearchParams(Object.entries(o).map(([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')])).toString(), contentType: 'application/x-www-form-urlencoded' })) },
    { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 40 }), fc.constantFrom(undefined, 'text/plain', 'application/octet-stream', 'application/json; charset=latin1', 'garbage', 'multipart/form-data')).map(([text, contentType]) => ({ text, contentType })) },
  );
}

function rpcRequest(f: FuzzFunction, s: FuzzSchema, ids: FuzzIdentities, clean: boolean): fc.Arbitrary<FuzzRequest> {
  const argNames = f.args.map((a) => a.name).filter(Boolean);
  const argValue = (name: string) => {
    const a = f.args.find((x) => x.name === name);
    return mix(clean, a ? typedJson(a.type, s, ids) : junkJson, junkJson, 4);
  };
  const argName = mix(clean, argNames.length ? fc.constantFrom(...argNames) : fc.constant('x'), fc.constantFrom('nope', 'select', 'limit', ''), 6);
  const required = f.args.filter((a) => a.name && !a.hasDefault).map((a) => a.name);
  const optional = argNames.filter((n) => !required.includes(n));
  const args = (clean ? fc.subarray(optional).map((o) => [...required, ...o]) : fc.uniqueArray(argName, { maxLength: argNames.length + 1 })).chain((keys) => fc.tuple(...keys.map(argValue)).map((vs) => Object.fromEntries(keys.map((k, i) => [k, vs[i]]))));
  const extra = clean ? fc.constantFrom<string[]>([], [], ['limit=3'], ['select=*']) : fc.array(fc.oneof(
    fc.constantFrom('select=*', 'limit=1', 'order=1', 'offset=2', 'select=nope', 'limit=x', 'id=eq.1', 'select=id,author:profiles(full_name)'),
    fc.tuple(fc.constantFrom('select', 'order', 'limit', 'or', 'id'), JUNK_TEXT).map(([k, v]) => `${k}=${enc(v)}`),
  ), { maxLength: 2 });
  const method = fc.constantFrom('GET', 'POST', 'POST', 'HEAD');
  return fc.record({ method, args, extra, body: fc.oneof({ weight: 5, arbitrary: fc.constant(undefined) }, { weight: clean ? 0 : 1, arbitrary: bodyArb(fc.dictionary(argName, junkJson, { maxKeys: 3 }), false) }) }).chain(({ method, args, extra, body }) =>
    headersArb(ids, method, clean).map((headers) => {
      const qs = method === 'GET' || method === 'HEAD' ? Object.entries(args).map(([k, v]) => `${enc(k)}=${enc(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))}`) : [];
      qs.push(...extra);
      const post = method === 'POST';
      return {
        method,
        path: `/rest/v1/rpc/${enc(f.name)}${qs.length ? '?' + qs.join('&') : ''}`,
        headers: post ? { ...headers, 'Content-Type': body?.contentType ?? 'application/json' } : headers,
        body: post ? (body?.text ?? JSON.stringify(args)) : undefined,
        target: `fn:${f.schema}.${f.name}`,
      };
    }),
  );
}

const PREFER = [
  'return=representation', 'return=minimal', 'return=headers-only', 'return=nope',
  'count=exact', 'count=planned', 'count=estimated', 'count=x',
  'resolution=merge-duplicates', 'resolution=ignore-duplicates', 'resolution=x',
  'missing=default', 'missing=null', 'handling=strict', 'handling=lenient', 'handling=x',
  'tx=commit', 'tx=rollback', 'tx=x', 'max-affected=1', 'max-affected=0', 'max-affected=-1', 'max-affected=x',
  'params=single-object', 'timezone=America/Bogota', 'timezone=Nope/Nope', 'nope',
];
const CLEAN_PREFER = ['return=representation', 'return=minimal', 'count=exact', 'missing=default', 'resolution=merge-duplicates', 'tx=commit', 'handling=lenient'];
const ACCEPT = [
  'application/json', 'application/vnd.pgrst.object+json', 'application/vnd.pgrst.object', 'application/vnd.pgrst.array+json;nulls=stripped',
  'text/csv', 'application/geo+json', 'application/vnd.pgrst.plan', 'application/vnd.pgrst.plan+json; for="application/json"; options=analyze|verbose',
  'application/vnd.pgrst.plan+text', 'application/octet-stream', 'text/plain', 'text/xml', '*/*', 'garbage', 'application/json;q=0',
];

function headersArb(ids: FuzzIdentities, method: string, clean: boolean): fc.Arbitrary<Record<string, string>> {
  const auth = fc.oneof(
    { weight: 4, arbitrary: fc.constant(undefined) },
    { weight: clean ? 8 : 4, arbitrary: fc.constantFrom(...ids.members).map((t) => `Bearer ${t}`) },
    { weight: clean ? 2 : 1, arbitrary: fc.constantFrom(...ids.aal1Enrolled).map((t) => `Bearer ${t}`) },
    { weight: clean ? 0 : 1, arbitrary: fc.constantFrom(...ids.forged).map((t) => `Bearer ${t}`) },
    { weight: clean ? 0 : 1, arbitrary: fc.constantFrom('Bearer', 'Bearer ', 'Bearer garbage', 'Bearer a.b.c', 'Basic YTpi', 'bearer  x', `Bearer ${ids.apikey}`) },
  );
  const ascii = fc.string({ maxLength: 16 }).map((x) => x.replace(/[^\x20-\x7e]/g, ''));
  return fc
    .record({
      authorization: auth,
      prefer: sometimes(fc.uniqueArray(fc.constantFrom(...(clean ? CLEAN_PREFER : PREFER)), { minLength: 1, maxLength: 3 }).map((xs) => xs.join(', ')), 5),
      accept: sometimes(clean ? fc.constantFrom('application/json', 'text/csv', 'application/vnd.pgrst.object+json') : fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...ACCEPT) }, { weight: 1, arbitrary: ascii }), clean ? 1 : 3),
      range: sometimes(clean ? fc.constantFrom('0-9', '0-0') : fc.constantFrom('0-9', '0-0', '5-', '3-1', '-5', 'x', '0-99999999999999999999', 'items=0-1'), 1),
      profile: sometimes(clean ? fc.constant('public') : fc.constantFrom('public', 'graphql_public', 'auth', 'storage', 'nope', '', 'PUBLIC', 'public, auth'), 2),
      apikeyMissing: clean ? fc.constant(false) : fc.constantFrom(false, false, false, false, false, false, false, false, false, true),
    })
    .map((h) => {
      const out: Record<string, string> = {};
      if (!h.apikeyMissing) out.apikey = ids.apikey;
      if (h.authorization !== undefined) out.Authorization = h.authorization;
      if (h.prefer) out.Prefer = h.prefer;
      if (h.accept !== undefined) out.Accept = h.accept;
      if (h.range !== undefined) out.Range = h.range;
      if (h.profile !== undefined) out[method === 'GET' || method === 'HEAD' ? 'Accept-Profile' : 'Content-Profile'] = h.profile;
      return out;
    });
}
