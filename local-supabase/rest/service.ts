// REST service (/rest/v1), PostgREST-compatible: named stages parse → plan → query (one transaction as the caller) → respond, composed in one pipeline.
import type { RequestContext, Service, StackDeps } from '../http/types.js';
import { SchemaCacheHolder } from './cache-holder.js';
import { loadDbConfig, toDbConfig, type DbConfig } from './db-config.js';
import { errors, jwtError, RestError } from './errors.js';
import { execute, type RequestContextGucs, type StatementResult } from './execute.js';
import { openApi } from './openapi.js';
import { explainPrepared } from './prepare/plan.js';
import { prepare, type Prepared, type PrepareInput } from './prepare.js';
import { parseRequest, type ApiRequest } from './request.js';
import { CONTENT_TYPES, send, sendError } from './respond.js';
import type { SchemaCache } from './schema-cache.js';

const PLAN_CACHE_SIZE = 1000;

/** What the parse stage hands on: the request, who runs it, and the limits that apply. */
interface Parsed {
  req: ApiRequest;
  role: string;
  claims: Record<string, unknown>;
  maxRows: PrepareInput['maxRows'];
  extraSearchPath: string[];
  rollback: boolean;
  aggregates: PrepareInput['aggregates'];
}

function cookies(header: string | undefined): string {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) out[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  return JSON.stringify(out);
}

const searchPaths = new Map<string, string>();
/** The request search_path, built once per schema and extra path (it is the same text for every request). */
function quoteSearchPath(names: string[]): string {
  const key = names.join('\u0000');
  let text = searchPaths.get(key);
  if (text === undefined) {
    text = [...new Set(names)].map((n) => `"${n.replace(/"/g, '""')}"`).join(', ');
    if (searchPaths.size < 1000) searchPaths.set(key, text);
  }
  return text;
}

export function createRestService(deps: StackDeps): Service {
  const { config, db } = deps;
  const exposed = config.api.schemas;
  const holder = new SchemaCacheHolder(db, exposed);
  // Reads are deterministic given the schema cache: cache the prepared statement per request shape.
  const plans = new Map<string, Prepared>();
  holder.onReload(() => plans.clear());
  deps.onSchemaReload(() => holder.reload());
  // pgrst.* settings from the database; loaded lazily, reloaded on NOTIFY pgrst, 'reload config'.
  let dbConfig: Promise<DbConfig> | undefined;
  const getDbConfig = (): Promise<DbConfig> =>
    (dbConfig ??= loadDbConfig(db).catch(() => {
      dbConfig = undefined;
      return toDbConfig(new Map());
    }));
  const reloadConfig = () => {
    dbConfig = undefined;
    plans.clear();
  };
  deps.onSchemaReload(reloadConfig);
  let unlisten: (() => Promise<void>) | undefined;
  const listening = db
    .listen('pgrst', (payload) => {
      if (payload === '' || payload.includes('reload schema')) holder.reload();
      if (payload.includes('reload config')) reloadConfig();
    })
    .then((u) => (unlisten = u))
    .catch(() => undefined);

  const prepareWithRetry = async (input: PrepareInput): Promise<Prepared> => {
    let cache: SchemaCache = await holder.get();
    try {
      return prepare(cache, input);
    } catch (e) {
      if (!(e instanceof RestError) || !['PGRST205', 'PGRST202', 'PGRST200', '42703', 'PGRST204'].includes(e.code)) throw e;
      const target = input.req.target;
      const fresh = await holder.refreshAfterMiss(e.code, input.req.schema, target.kind === 'root' ? '' : target.name);
      if (!fresh) throw e;
      cache = fresh;
      return prepare(cache, input);
    }
  };

  /** Stage 1, parse: credential and request → what to run, or null when the answer needed no statement (OPTIONS, the OpenAPI root). */
  const parse = async (ctx: RequestContext): Promise<Parsed | null> => {
    const head = ctx.method === 'HEAD';
    const cred = ctx.credential;
    if (cred.kind === 'invalid') throw jwtError(cred.error.reason, cred.token);
    const role = cred.kind === 'claims' ? cred.role : 'anon';
    const claims = cred.kind === 'claims' ? cred.claims : { role: 'anon' };
    // A token naming a role the authenticator was not granted (postgres, say) must not run as it.
    const roles = await holder.get();
    if (!roles.assumableRoles.has(role) && roles.knownRoles.has(role)) throw new RestError(403, '42501', `permission denied to set role "${role}"`);
    if (ctx.method === 'OPTIONS') {
      ctx.res.writeHead(200, { Allow: 'OPTIONS,GET,HEAD,POST,PUT,PATCH,DELETE' });
      ctx.res.end();
      return null;
    }
    // No name in Postgres can hold a NUL byte (and no statement text may carry one).
    if (/%00/.test(ctx.path)) throw new RestError(400, 'PGRST100', 'failed to parse the path: a NUL byte is not allowed', null, null);
    const req: ApiRequest = parseRequest(ctx.method, ctx.path, ctx.headers, exposed);
    const dbc = await getDbConfig();
    // Plans are a media type that only exists when pgrst.db_plan_enabled is on (406 PGRST107 otherwise, like PostgREST).
    if (req.accept.plan && !dbc.planEnabled) throw errors.notAcceptable(req.accept.plan.mime);
    // config.toml keys the CLI defines win over the in-database settings, as the CLI's env vars do over PostgREST's.
    const maxRows = config.api.explicit?.maxRows === false && dbc.maxRows !== undefined ? dbc.maxRows : config.api.maxRows;
    const extraSearchPath =
      config.api.explicit?.extraSearchPath === false && dbc.extraSearchPath !== undefined ? dbc.extraSearchPath : config.api.extraSearchPath;
    // Prefer: tx=… is only honoured (and echoed) when db-tx-end allows an override, like PostgREST.
    const overridable = dbc.txEnd.endsWith('-allow-override');
    if (!overridable) req.prefer.tx = undefined;
    const rollback = req.prefer.tx === 'rollback' || (dbc.txEnd.startsWith('rollback') && req.prefer.tx !== 'commit');
    if (req.target.kind === 'root') {
      if (ctx.method !== 'GET' && ctx.method !== 'HEAD') throw errors.unsupportedMethod(ctx.method);
      const cache = await holder.get();
      const body = JSON.stringify(openApi(cache, req.schema, new URL(deps.apiUrl() || 'http://127.0.0.1').host));
      send(ctx.res, { status: 200, headers: { 'Content-Type': req.accept.type === 'openapi' ? CONTENT_TYPES.openapi : CONTENT_TYPES.json }, body }, head);
      return null;
    }
    return { req, role, claims, maxRows, extraSearchPath, rollback, aggregates: dbc.aggregatesEnabled };
  };

  /** Stage 2, plan: the request → its prepared statement (cached per request shape for reads). */
  const plan = async (ctx: RequestContext, p: Parsed): Promise<Prepared> => {
    const cacheable = ctx.method === 'GET' || ctx.method === 'HEAD';
    const key = cacheable
      ? `${ctx.method}\n${p.req.schema}\n${ctx.path}\n${ctx.url.search}\n${ctx.headers.accept ?? ''}\n${ctx.headers.prefer ?? ''}\n${ctx.headers.range ?? ''}`
      : '';
    let prepared = cacheable ? plans.get(key) : undefined;
    if (!prepared) {
      prepared = await prepareWithRetry({
        req: p.req,
        search: ctx.url.searchParams,
        body: ctx.body,
        contentType: ctx.headers['content-type'],
        maxRows: p.maxRows,
        aggregates: p.aggregates,
        path: ctx.path,
      });
      if (cacheable) {
        if (plans.size >= PLAN_CACHE_SIZE) plans.delete(plans.keys().next().value!);
        plans.set(key, prepared);
      }
    }
    return p.req.accept.plan ? explainPrepared(prepared, p.req.accept.plan) : prepared;
  };

  /** Stage 3, query: the statement in one transaction as the caller, with PostgREST's request settings. */
  const query = async (ctx: RequestContext, p: Parsed, prepared: Prepared): Promise<StatementResult> => {
    const cache = await holder.get();
    const timezone = p.req.prefer.timezone && cache.timezones.has(p.req.prefer.timezone) ? p.req.prefer.timezone : undefined;
    const gucs: RequestContextGucs = {
      searchPath: quoteSearchPath([p.req.schema, ...p.extraSearchPath]),
      role: p.role,
      claims: p.claims,
      method: ctx.method,
      path: ctx.path,
      headers: JSON.stringify(ctx.headers),
      cookies: cookies(ctx.headers.cookie),
      timezone,
      readOnly: prepared.readOnly,
      roleSettings: cache.roleSettings.get(p.role),
    };
    return execute(db, gucs, prepared.sql, prepared.params, prepared.check, p.rollback, prepared.explain);
  };

  /** Stage 4, respond: the statement's result → status, headers and body. */
  const respond = (ctx: RequestContext, prepared: Prepared, result: StatementResult): void => {
    send(ctx.res, prepared.respond(result), ctx.method === 'HEAD');
  };

  /** The pipeline: parse → plan → query → respond; a RestError from any stage is the answer. */
  const handle = async (ctx: RequestContext): Promise<void> => {
    try {
      const parsed = await parse(ctx);
      if (!parsed) return;
      const prepared = await plan(ctx, parsed);
      respond(ctx, prepared, await query(ctx, parsed, prepared));
    } catch (e) {
      if (e instanceof RestError) {
        sendError(ctx.res, e, ctx.method === 'HEAD');
        return;
      }
      throw e;
    }
  };

  return {
    prefix: '/rest/v1',
    handle,
    payloadTooLarge(ctx) {
      sendError(ctx.res, errors.payloadTooLarge(), ctx.method === 'HEAD');
    },
    async close() {
      await listening;
      await unlisten?.().catch(() => undefined);
    },
  };
}
