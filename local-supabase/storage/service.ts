// Storage service (storage-api-compatible /storage/v1): route → credential → handler (database stage: db.ts) → reply.
import { RoleSettingsCache } from '../db/catalog/index.js';
import { sendJson, type RequestContext, type Service, type StackDeps } from '../http/types.js';
import { discardBody, readBody } from '../http/body.js';
import { createBlobStore } from './blobs.js';
import { createPartStore } from './parts.js';
import type { StorageDeps, StorageRequest } from './context.js';
import type { Caller } from './db.js';
import { E, StorageError, sendStorageError } from './errors.js';
import { checkBucketName, checkObjectKey } from './names.js';
import { matchRoute, STREAMING_HANDLERS } from './routes.js';
import { sweepExpired, tusHeaders } from './handlers/tus.js';

/** Largest JSON body of the non-upload routes (a 1000-name remove fits). */
const JSON_BODY_LIMIT = 4 * 1024 * 1024;

function callerOf(ctx: RequestContext): { caller: Caller; authenticated: boolean; invalid?: string } {
  const base = { method: ctx.method, path: ctx.path };
  const cred = ctx.credential;
  if (cred.kind === 'claims') {
    const sub = typeof cred.claims.sub === 'string' ? cred.claims.sub : null;
    return { caller: { ...base, role: cred.role, claims: cred.claims, sub }, authenticated: true };
  }
  const anon: Caller = { ...base, role: 'anon', claims: { role: 'anon' }, sub: null };
  return { caller: anon, authenticated: false, invalid: cred.kind === 'invalid' ? cred.error.message : undefined };
}

export function createStorageService(deps: StackDeps): Service {
  const sd: StorageDeps = {
    deps,
    blobs: createBlobStore(deps.config.storage.root),
    parts: createPartStore(deps.config.storage.root),
    globalLimit: deps.config.storage.fileSizeLimitBytes,
    roleSettings: new RoleSettingsCache(deps.db),
  };
  deps.onSchemaReload(() => sd.roleSettings.reload());
  const stopSweep = sweepExpired(sd.parts, Math.min(deps.config.storage.tusExpiryMs, 10 * 60 * 1000));

  async function run(ctx: RequestContext): Promise<void> {
    const m = matchRoute(ctx.method, ctx.path);
    if ('badKey' in m) throw E.invalidKey(m.badKey);
    // storage-api answers an unknown method on a known path like an unknown path.
    if ('notFound' in m || 'methodNotAllowed' in m) throw E.notFound();
    const { route, params } = m;
    if (params.bucket !== undefined) checkBucketName(params.bucket);
    if (params.key !== undefined) checkObjectKey(params.key);
    const who = callerOf(ctx);
    who.caller.roleSettings = await sd.roleSettings.of(who.caller.role);
    if (route.guard === 'jwt' && !who.authenticated) {
      throw who.invalid ? E.accessDenied(who.invalid) : E.notAuthenticated();
    }
    // Everything above ran on the headers alone: a refused upload is answered before its body is read.
    if (!STREAMING_HANDLERS.has(route.handler)) {
      const body = await readBody(ctx.req, JSON_BODY_LIMIT);
      if (body === null) throw E.entityTooLarge();
      ctx.body = body;
    }
    const r: StorageRequest = { ...sd, ctx, params, query: ctx.url.searchParams, ...who };
    const reply = await route.handler(r);
    if (reply) sendJson(ctx.res, reply.status ?? 200, reply.json, reply.headers);
  }

  return {
    prefix: '/storage/v1',
    streamsBody: true,
    async handle(ctx) {
      try {
        await run(ctx);
      } catch (e) {
        // A client that went away mid-upload gets no answer; what is left of a refused body flows away unbuffered.
        if ((e as NodeJS.ErrnoException | undefined)?.code === 'ECONNRESET' && !ctx.req.complete) {
          ctx.res.destroy();
          return;
        }
        discardBody(ctx.req);
        const head = ctx.method === 'HEAD';
        if (ctx.path.startsWith('/upload/resumable')) for (const [k, v] of Object.entries(tusHeaders())) ctx.res.setHeader(k, v);
        if (e instanceof StorageError) {
          sendStorageError(ctx.res, e, head);
          return;
        }
        console.error('[local-supabase storage] unexpected error', e);
        sendStorageError(ctx.res, E.internal(), head);
      }
    },
    async close() {
      stopSweep();
    },
  };
}
