// OAuth 2.1 server clients (auth.oauth_clients): GoTrue's validation, secrets (only their SHA-256 is kept), the client JSON.
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/adapter.js';
import { E } from '../errors.js';

const AUTH_METHODS = ['client_secret_basic', 'client_secret_post', 'none'];
const GRANTS = ['authorization_code', 'refresh_token'];

export interface ClientRow {
  id: string;
  client_secret_hash: string | null;
  registration_type: 'manual' | 'dynamic';
  client_type: 'public' | 'confidential';
  redirect_uris: string;
  grant_types: string;
  client_name: string | null;
  client_uri: string | null;
  logo_uri: string | null;
  created_at: string;
  updated_at: string;
}

const COLUMNS = `id, client_secret_hash, registration_type::text as registration_type, client_type::text as client_type, redirect_uris,
  grant_types, client_name, client_uri, logo_uri, to_jsonb(created_at) #>> '{}' as created_at, to_jsonb(updated_at) #>> '{}' as updated_at`;

const list = (csv: string) => (csv ? csv.split(',') : []);

export function clientJson(c: ClientRow, secret?: string): Record<string, unknown> {
  const out: Record<string, unknown> = { client_id: c.id };
  if (secret) out.client_secret = secret;
  out.client_type = c.client_type;
  out.redirect_uris = list(c.redirect_uris);
  out.token_endpoint_auth_method = c.client_type === 'public' ? 'none' : 'client_secret_basic';
  out.grant_types = list(c.grant_types);
  out.response_types = ['code'];
  if (c.client_name) out.client_name = c.client_name;
  if (c.client_uri) out.client_uri = c.client_uri;
  if (c.logo_uri) out.logo_uri = c.logo_uri;
  out.registration_type = c.registration_type;
  out.created_at = c.created_at;
  out.updated_at = c.updated_at;
  return out;
}

function redirectProblem(uri: string): string | null {
  if (uri === '') return 'redirect URI cannot be empty';
  let u: URL;
  try {
    u = new URL(uri);
  } catch {
    return 'must have scheme';
  }
  if (!u.host) return 'must have scheme and host';
  if (u.hash) return 'fragment not allowed in redirect URI';
  if (u.protocol === 'http:') return ['localhost', '127.0.0.1'].includes(u.hostname) ? null : 'HTTP scheme only allowed for localhost';
  if (u.protocol === 'cursor:') return u.host === 'anysphere.cursor-mcp' ? null : 'scheme must be HTTPS or HTTP (localhost only)';
  return u.protocol === 'https:' ? null : 'scheme must be HTTPS or HTTP (localhost only)';
}

function checkRedirects(v: unknown, required: boolean): string[] {
  const uris = Array.isArray(v) ? v.map(String) : [];
  if (required && uris.length === 0) throw E.validation('redirect_uris is required');
  if (uris.length === 0) throw E.validation('redirect_uris cannot be empty');
  if (uris.length > 10) throw E.validation('redirect_uris cannot exceed 10 items');
  for (const uri of uris) {
    const p = redirectProblem(uri);
    if (p) throw E.validation(`invalid redirect_uri '${uri}': ${p}`);
  }
  return uris;
}

function checkGrants(v: unknown): string[] {
  const grants = Array.isArray(v) ? v.map(String) : [];
  if (grants.length === 0) throw E.validation('grant_types cannot be empty');
  if (grants.some((g) => !GRANTS.includes(g))) throw E.validation("grant_types must only contain 'authorization_code' and/or 'refresh_token'");
  return grants;
}

function checkUri(name: 'client_uri' | 'logo_uri', v: unknown): string | null {
  if (v === undefined || v === null || v === '') return null;
  const s = String(v);
  if (s.length > 2048) throw E.validation(`${name} cannot exceed 2048 characters`);
  try {
    new URL(s);
  } catch {
    throw E.validation(`${name} must be a valid URL`);
  }
  return s;
}

function checkName(v: unknown): string | null {
  if (v === undefined || v === null || v === '') return null;
  const s = String(v);
  if (s.length > 1024) throw E.validation('client_name cannot exceed 1024 characters');
  return s;
}

const newSecret = () => randomBytes(32).toString('base64url');
const hashSecret = (s: string) => createHash('sha256').update(s).digest('base64url');

/** Registers a client (manual by the admin API, dynamic by /oauth/clients/register); the plain secret is returned once. */
export async function registerClient(q: Queryable, body: Record<string, unknown>, registration: 'manual' | 'dynamic') {
  const redirects = checkRedirects(body.redirect_uris, true);
  const grants = body.grant_types !== undefined && (body.grant_types as unknown[]).length > 0 ? checkGrants(body.grant_types) : GRANTS;
  const name = checkName(body.client_name);
  const clientUri = checkUri('client_uri', body.client_uri);
  const logoUri = checkUri('logo_uri', body.logo_uri);
  const explicit = typeof body.client_type === 'string' ? body.client_type : '';
  const method = typeof body.token_endpoint_auth_method === 'string' ? body.token_endpoint_auth_method : '';
  if (explicit && explicit !== 'public' && explicit !== 'confidential') throw E.validation("client_type must be 'public' or 'confidential'");
  if (method && !AUTH_METHODS.includes(method)) throw E.validation(`token_endpoint_auth_method must be one of: [${AUTH_METHODS.join(' ')}]`);
  const implied = method === 'none' ? 'public' : 'confidential';
  if (explicit && method && explicit !== implied) {
    throw E.validation(`client_type '${explicit}' is inconsistent with token_endpoint_auth_method '${method}' (expected client_type '${implied}')`);
  }
  const type = explicit || (method ? implied : 'confidential');
  const secret = type === 'confidential' ? newSecret() : undefined;
  const r = await q.query<ClientRow>(
    `insert into auth.oauth_clients (id, client_secret_hash, registration_type, client_type, redirect_uris, grant_types, client_name, client_uri, logo_uri)
     values (gen_random_uuid(), $1, $2::auth.oauth_registration_type, $3::auth.oauth_client_type, $4, $5, $6, $7, $8) returning ${COLUMNS}`,
    [secret ? hashSecret(secret) : null, registration, type, redirects.join(','), grants.join(','), name, clientUri, logoUri],
  );
  return clientJson(r.rows[0], secret);
}

export async function findClient(q: Queryable, id: string): Promise<ClientRow> {
  if (!id) throw E.validation('client_id is required');
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw E.validation('invalid client_id format');
  const r = await q.query<ClientRow>(`select ${COLUMNS} from auth.oauth_clients where id = $1 and deleted_at is null`, [id]);
  if (!r.rows[0]) throw E.oauthClientNotFound();
  return r.rows[0];
}

export async function listClients(q: Queryable): Promise<Record<string, unknown>[]> {
  const r = await q.query<ClientRow>(`select ${COLUMNS} from auth.oauth_clients where deleted_at is null order by created_at desc, id`);
  return r.rows.map((c) => clientJson(c));
}

export async function updateClient(q: Queryable, c: ClientRow, body: Record<string, unknown>) {
  const keys = ['redirect_uris', 'grant_types', 'client_name', 'client_uri', 'logo_uri'].filter((k) => body[k] !== undefined && body[k] !== null);
  if (keys.length === 0) throw E.validation('No fields provided for update');
  const redirects = body.redirect_uris != null ? checkRedirects(body.redirect_uris, false).join(',') : c.redirect_uris;
  const grants = body.grant_types != null ? checkGrants(body.grant_types).join(',') : c.grant_types;
  const name = body.client_name != null ? checkName(body.client_name) : c.client_name;
  const clientUri = body.client_uri != null ? checkUri('client_uri', body.client_uri) : c.client_uri;
  const logoUri = body.logo_uri != null ? checkUri('logo_uri', body.logo_uri) : c.logo_uri;
  const r = await q.query<ClientRow>(
    `update auth.oauth_clients set redirect_uris = $2, grant_types = $3, client_name = $4, client_uri = $5, logo_uri = $6, updated_at = now()
      where id = $1 returning ${COLUMNS}`,
    [c.id, redirects, grants, name, clientUri, logoUri],
  );
  return clientJson(r.rows[0]);
}

export async function deleteClient(q: Queryable, id: string): Promise<void> {
  await q.query(`update auth.oauth_clients set deleted_at = now(), updated_at = now() where id = $1`, [id]);
}

export async function regenerateSecret(q: Queryable, c: ClientRow) {
  if (c.client_type !== 'confidential') throw E.validation('Cannot regenerate secret for public client');
  const secret = newSecret();
  const r = await q.query<ClientRow>(
    `update auth.oauth_clients set client_secret_hash = $2, updated_at = now() where id = $1 returning ${COLUMNS}`,
    [c.id, hashSecret(secret)],
  );
  return clientJson(r.rows[0], secret);
}
