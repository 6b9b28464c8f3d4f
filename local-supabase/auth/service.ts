// Auth service (GoTrue-compatible /auth/v1): route → rate limit → parse body → guard → handler → reply.
import type { RequestContext, Service, StackDeps } from '../http/types.js';
import type { AuthRequest } from './context.js';
import { requireAdmin, requireUser } from './context.js';
import { AuthError, E, OAuthError } from './errors.js';
import { parseJsonBody, sendError, sendReply } from './http.js';
import { matchRoute } from './routes.js';
import { makeLimiters } from './service/rate-limit.js';

export function createAuthService(deps: StackDeps): Service {
  const limits = makeLimiters(deps.config.auth.rateLimit);

  async function run(ctx: RequestContext): Promise<void> {
    const m = matchRoute(ctx.method, ctx.path);
    if ('notFound' in m) throw E.notFound();
    if ('methodNotAllowed' in m) throw E.methodNotAllowed();
    if ('badKey' in m) throw E.notFound();
    const { route, params } = m;
    if (route.limit && !limits[route.limit].take(ctx.ip)) throw E.requestRateLimit(limits[route.limit].retryAfter(ctx.ip));
    const body = ctx.method === 'GET' ? {} : parseJsonBody(ctx.body);
    const a: AuthRequest = { deps, cfg: deps.config.auth, ctx, body, query: ctx.url.searchParams, params, limits };
    try {
      if (route.guard === 'user') a.caller = await requireUser(a);
      else if (route.guard === 'admin') requireAdmin(a);
      sendReply(ctx, await route.handler(a));
    } finally {
      if (a.endedSessions) deps.sessionsEnded();
    }
  }

  return {
    prefix: '/auth/v1',
    async handle(ctx) {
      try {
        await run(ctx);
      } catch (e) {
        if (e instanceof AuthError || e instanceof OAuthError) {
          sendError(ctx, e);
          return;
        }
        console.error('[local-supabase auth] unexpected error', e);
        sendError(ctx, E.unexpected());
      }
    },
    payloadTooLarge(ctx) {
      sendError(ctx, E.payloadTooLarge());
    },
  };
}
