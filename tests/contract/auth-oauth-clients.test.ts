// Auth contract, OAuth 2.1 server client registry through supabase-js auth.admin.oauth.*: off by default (GoTrue's
// 404 feature_disabled), then create/list/get/update/regenerate/delete, validation, and dynamic registration.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from './support/stack.js';
import { raw } from './auth-helpers.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.stop());

const oauth = () => stack.admin().auth.admin.oauth;
const withServer = async (fn: () => Promise<void>, dynamic = false) => {
  const cfg = stack.config.auth.oauthServer;
  cfg.enabled = true;
  cfg.allowDynamicRegistration = dynamic;
  try {
    await fn();
  } finally {
    cfg.enabled = false;
    cfg.allowDynamicRegistration = false;
  }
};

describe('with [auth.oauth_server] off (the default)', () => {
  it('the admin client API answers 404 feature_disabled "OAuth server is disabled"', async () => {
    const { error } = await oauth().createClient({ client_name: 'x', redirect_uris: ['https://app.example.com/cb'] });
    expect(error).toMatchObject({ status: 404, code: 'feature_disabled', message: 'OAuth server is disabled' });
    const list = await oauth().listClients();
    expect(list.error?.code).toBe('feature_disabled');
  });

  it('still needs an admin first', async () => {
    const r = await raw(stack, 'GET', '/admin/oauth/clients');
    expect(r).toMatchObject({ status: 403, body: { code: 'not_admin' } });
  });
});

describe('with the OAuth server on', () => {
  it('creates a confidential client (secret shown once), lists, gets, updates, regenerates and deletes it', () =>
    withServer(async () => {
      const created = await oauth().createClient({ client_name: 'Nexo CLI', redirect_uris: ['https://app.example.com/cb', 'http://localhost:3000/cb'] });
      expect(created.error).toBeNull();
      const c = created.data!;
      expect(c).toMatchObject({
        client_name: 'Nexo CLI',
        client_type: 'confidential',
        token_endpoint_auth_method: 'client_secret_basic',
        registration_type: 'manual',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: ['https://app.example.com/cb', 'http://localhost:3000/cb'],
      });
      expect(c.client_secret).toMatch(/^[\w-]{43}$/);
      const stored = await stack.db.query<{ h: string }>(`select client_secret_hash as h from auth.oauth_clients where id = $1`, [c.client_id]);
      expect(stored.rows[0].h).not.toBe(c.client_secret);

      const got = await oauth().getClient(c.client_id);
      expect(got.data).toMatchObject({ client_id: c.client_id, client_name: 'Nexo CLI' });
      expect(got.data!.client_secret).toBeUndefined();
      const list = await oauth().listClients();
      expect(list.data!.clients.map((x) => x.client_id)).toContain(c.client_id);

      const upd = await oauth().updateClient(c.client_id, { client_name: 'Nexo CLI 2', redirect_uris: ['https://other.example.com/cb'] });
      expect(upd.data).toMatchObject({ client_name: 'Nexo CLI 2', redirect_uris: ['https://other.example.com/cb'] });
      const regen = await oauth().regenerateClientSecret(c.client_id);
      expect(regen.data!.client_secret).toMatch(/^[\w-]{43}$/);
      expect(regen.data!.client_secret).not.toBe(c.client_secret);

      const del = await oauth().deleteClient(c.client_id);
      expect(del.error).toBeNull();
      const gone = await oauth().getClient(c.client_id);
      expect(gone.error).toMatchObject({ status: 404, code: 'oauth_client_not_found', message: 'OAuth client not found' });
    }));

  it('public clients have no secret and cannot regenerate one', () =>
    withServer(async () => {
      const { data } = await oauth().createClient({ client_name: 'SPA', redirect_uris: ['https://spa.example.com/cb'], token_endpoint_auth_method: 'none' });
      expect(data).toMatchObject({ client_type: 'public', token_endpoint_auth_method: 'none' });
      expect(data!.client_secret).toBeUndefined();
      const regen = await oauth().regenerateClientSecret(data!.client_id);
      expect(regen.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Cannot regenerate secret for public client' });
    }));

  it.each([
    [{ redirect_uris: [] }, 'redirect_uris is required'],
    [{ redirect_uris: ['http://evil.example.com/cb'] }, "invalid redirect_uri 'http://evil.example.com/cb': HTTP scheme only allowed for localhost"],
    [{ redirect_uris: ['https://a.example.com/cb#x'] }, "invalid redirect_uri 'https://a.example.com/cb#x': fragment not allowed in redirect URI"],
    [{ redirect_uris: ['https://a.example.com/cb'], grant_types: ['password'] }, "grant_types must only contain 'authorization_code' and/or 'refresh_token'"],
    [{ redirect_uris: ['https://a.example.com/cb'], token_endpoint_auth_method: 'private_key_jwt' }, 'token_endpoint_auth_method must be one of: [client_secret_basic client_secret_post none]'],
  ])('refuses %j', (body, message) =>
    withServer(async () => {
      const { error } = await oauth().createClient({ client_name: 'x', ...(body as { redirect_uris: string[] }) });
      expect(error).toMatchObject({ status: 400, code: 'validation_failed', message });
    }));

  it('an update without fields and a malformed id are refused', () =>
    withServer(async () => {
      const { data } = await oauth().createClient({ client_name: 'x', redirect_uris: ['https://a.example.com/cb'] });
      const empty = await oauth().updateClient(data!.client_id, {});
      expect(empty.error).toMatchObject({ status: 400, message: 'No fields provided for update' });
      const bad = await oauth().getClient('not-a-uuid');
      expect(bad.error).toMatchObject({ status: 400, message: 'invalid client_id format' });
    }));

  it('dynamic registration: 403 unless allow_dynamic_registration, then registers a "dynamic" client', async () => {
    await withServer(async () => {
      const r = await raw(stack, 'POST', '/oauth/clients/register', { body: { client_name: 'mcp', redirect_uris: ['https://mcp.example.com/cb'] } });
      expect(r).toMatchObject({ status: 403, body: { code: 'oauth_dynamic_client_registration_disabled', message: 'Dynamic client registration is not enabled' } });
    });
    await withServer(async () => {
      const r = await raw(stack, 'POST', '/oauth/clients/register', { body: { client_name: 'mcp', redirect_uris: ['https://mcp.example.com/cb'] } });
      expect(r.status).toBe(201);
      expect(r.body).toMatchObject({ client_name: 'mcp', registration_type: 'dynamic', client_type: 'confidential' });
    }, true);
  });
});
