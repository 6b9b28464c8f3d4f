// Request/response plumbing for the auth service: JSON body parsing, replies, error sending.
import type { RequestContext } from '../http/types.js';
import { AuthError, E, OAuthError, shapeError } from './errors.js';

/** What a handler returns; the service writes it. */
export type Reply =
  | { status: number; body?: unknown; headers?: Record<string, string> }
  | { redirect: string; status?: number };

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Reply => ({ status, body, headers });
export const noContent = (): Reply => ({ status: 204 });

/** Parses the JSON body (empty → {}); anything else than a JSON object is bad_json. */
export function parseJsonBody(raw: Buffer): Record<string, unknown> {
  const text = raw.toString('utf8').trim();
  if (text === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw E.badJson(e instanceof Error ? e.message : 'invalid JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw E.badJson('expected a JSON object');
  }
  return value as Record<string, unknown>;
}

export function sendReply(ctx: Pick<RequestContext, 'res'>, reply: Reply): void {
  const { res } = ctx;
  if ('redirect' in reply) {
    res.writeHead(reply.status ?? 303, { Location: reply.redirect, 'Content-Length': '0' });
    res.end();
    return;
  }
  if (reply.status === 204 || reply.body === undefined) {
    res.writeHead(reply.status, { ...reply.headers });
    res.end();
    return;
  }
  const text = JSON.stringify(reply.body);
  res.writeHead(reply.status, { 'Content-Type': 'application/json', ...reply.headers });
  res.end(text);
}

export function sendError(ctx: Pick<RequestContext, 'res' | 'headers'>, e: AuthError | OAuthError): void {
  const shaped = shapeError(e, ctx.headers['x-supabase-api-version']);
  sendReply(ctx, { status: shaped.status, body: shaped.body, headers: shaped.headers });
}
