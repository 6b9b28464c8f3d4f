// Auth hooks as GoTrue runs Postgres-function hooks: `select "schema"."fn"($1)` as supabase_auth_admin (search_path
// auth, its connection's) under a 2 s statement_timeout, inside the caller's transaction or a transaction of its own.
import { randomUUID } from 'node:crypto';
import type { AuthConfig } from '../../config.js';
import type { HookName, PgHook } from '../../config-hooks.js';
import type { Queryable } from '../../db/adapter.js';
import type { StackDeps } from '../../http/types.js';
import type { JwtClaims } from '../../keys/jwt.js';
import { AuthError, E } from '../errors.js';
import { readHookOutput, type HookOutput } from './hook-output.js';

/** GoTrue's hookspgfunc defaultTimeout. */
export const HOOK_TIMEOUT_MS = 2000;

/** The `metadata.name` GoTrue gives each hook's input. */
const EVENT: Record<HookName, string> = {
  custom_access_token: 'customize-access-token',
  mfa_verification_attempt: 'mfa-verification',
  password_verification_attempt: 'password-verification',
  send_email: 'send-email',
  send_sms: 'send-sms',
  before_user_created: 'before-user-created',
};

/** What running a hook needs of the request (an AuthRequest is one). */
export interface HookCaller {
  deps: StackDeps;
  cfg: AuthConfig;
  ctx: { ip: string };
}

export const hookEnabled = (a: HookCaller, name: HookName): boolean => a.cfg.hooks[name] !== undefined;

interface Saved {
  role: string;
  search_path: string;
  statement_timeout: string;
}

/** The function's answer as text (null for SQL NULL); the settings it ran under are put back for the rest of the transaction. */
async function invoke(q: Queryable, hook: PgHook, input: string): Promise<string | null> {
  const saved = (
    await q.query<Saved>(
      `select current_setting('role') as role, current_setting('search_path') as search_path, current_setting('statement_timeout') as statement_timeout`,
    )
  ).rows[0];
  await q.query(`select set_config('search_path', 'auth', true), set_config('statement_timeout', $1, true), set_config('role', 'supabase_auth_admin', true)`, [
    String(HOOK_TIMEOUT_MS),
  ]);
  const r = await q.query<{ out: string | null }>(`select ${hook.functionName}($1)::text as out`, [input], { statementTimeoutMs: HOOK_TIMEOUT_MS });
  await q.query(`select set_config('role', $1, true), set_config('search_path', $2, true), set_config('statement_timeout', $3, true)`, [
    saved.role,
    saved.search_path,
    saved.statement_timeout,
  ]);
  return r.rows[0]?.out ?? null;
}

/**
 * Runs hook `name` when it is enabled (null otherwise) with GoTrue's input (`metadata` first) and returns its decoded
 * output. `q` null: in a transaction of its own, as GoTrue runs the attempt hooks. Any database error (the function
 * raising, missing, not executable by supabase_auth_admin, cut by the timeout) is GoTrue's 500 "Error running hook URI".
 */
export async function runHook(a: HookCaller, q: Queryable | null, name: HookName, input: Record<string, unknown>): Promise<HookOutput | null> {
  const hook = a.cfg.hooks[name];
  if (!hook) return null;
  const metadata = { uuid: randomUUID(), time: new Date().toISOString(), name: EVENT[name], ...(a.ctx.ip ? { ip_address: a.ctx.ip } : {}) };
  const payload = JSON.stringify({ metadata, ...input });
  let text: string | null;
  try {
    text = q ? await invoke(q, hook, payload) : await a.deps.db.transaction((tx) => invoke(tx, hook, payload));
  } catch (e) {
    if (e instanceof AuthError) throw e;
    console.warn(`[local-supabase auth] hook ${hook.uri} failed: ${e instanceof Error ? e.message : String(e)}`);
    throw E.hookFailed(hook.uri);
  }
  return readHookOutput(name, text);
}

/** The access token's claims after the custom access token hook (unchanged when it is off). */
export async function customizedClaims(a: HookCaller, q: Queryable, userId: string, claims: JwtClaims, method: string): Promise<JwtClaims> {
  const out = await runHook(a, q, 'custom_access_token', { user_id: userId, claims, authentication_method: method });
  return (out?.claims ?? claims) as JwtClaims;
}
