// Auth contract, admin API (service_role): create, list with pagination headers, get, update, delete, generate_link, invite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from './support/stack.js';
import { followLink, mailLink, raw, uniqueEmail } from './auth-helpers.js';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ auth: { rateLimit: { signInSignUps: 10_000, tokenRefresh: 10_000, tokenVerifications: 10_000, emailSent: 10_000 } } });
});
afterAll(() => stack?.stop());

describe('auth.admin', () => {
  it('createUser with email_confirm, metadata and app_metadata; the user signs in', async () => {
    const email = uniqueEmail('admin-create');
    const { data, error } = await stack.admin().auth.admin.createUser({
      email,
      password: 'admin-made-1',
      email_confirm: true,
      user_metadata: { name: 'Luz' },
      app_metadata: { plan: 'pro' },
    });
    expect(error).toBeNull();
    expect(data.user!).toMatchObject({ email, user_metadata: { name: 'Luz' }, app_metadata: { provider: 'email', providers: ['email'], plan: 'pro' } });
    expect(data.user!.email_confirmed_at).toBeTruthy();
    const signIn = await stack.client().auth.signInWithPassword({ email, password: 'admin-made-1' });
    expect(signIn.error).toBeNull();
    const payload = JSON.parse(Buffer.from(signIn.data.session!.access_token.split('.')[1], 'base64url').toString());
    expect(payload.app_metadata.plan).toBe('pro');
  });

  it('createUser with an existing email → 422 email_exists; weak password → 422 weak_password', async () => {
    const email = uniqueEmail('admin-dup');
    await stack.admin().auth.admin.createUser({ email, password: 'admin-made-1' });
    expect((await stack.admin().auth.admin.createUser({ email, password: 'admin-made-1' })).error).toMatchObject({
      status: 422, code: 'email_exists', message: 'A user with this email address has already been registered',
    });
    expect((await stack.admin().auth.admin.createUser({ email: uniqueEmail('weak'), password: '1' })).error).toMatchObject({ status: 422, code: 'weak_password' });
  });

  it('listUsers pages with X-Total-Count and Link (nextPage, lastPage, total)', async () => {
    for (let i = 0; i < 3; i++) await stack.admin().auth.admin.createUser({ email: uniqueEmail('list') });
    const total = Number((await stack.db.query<{ n: string }>('select count(*) as n from auth.users where deleted_at is null')).rows[0].n);
    const { data, error } = await stack.admin().auth.admin.listUsers({ page: 1, perPage: 2 });
    expect(error).toBeNull();
    expect(data.users).toHaveLength(2);
    expect((data as any).total).toBe(total);
    expect((data as any).nextPage).toBe(2);
    // auth-js reads only the first digit of the page number in Link.
    expect((data as any).lastPage).toBe(Number(String(Math.ceil(total / 2))[0]));
    const r = await raw(stack, 'GET', '/admin/users?page=1&per_page=2', { headers: { apikey: stack.config.keys.secretKey } });
    expect(r.headers.get('x-total-count')).toBe(String(total));
    expect(r.headers.get('link')).toContain('</admin/users?page=2&per_page=2>; rel="next"');
    expect(r.body.aud).toBe('authenticated');
  });

  it('getUserById, updateUserById (metadata merge, password, email), deleteUser', async () => {
    const email = uniqueEmail('admin-upd');
    const { data: created } = await stack.admin().auth.admin.createUser({ email, password: 'first-pass-1', email_confirm: true, user_metadata: { a: 1 } });
    const id = created.user!.id;
    expect((await stack.admin().auth.admin.getUserById(id)).data.user!.email).toBe(email);
    const next = uniqueEmail('admin-upd-new');
    const { data: upd, error } = await stack.admin().auth.admin.updateUserById(id, { email: next, password: 'second-pass-2', user_metadata: { b: 2 } });
    expect(error).toBeNull();
    expect(upd.user!.email).toBe(next);
    expect(upd.user!.user_metadata).toMatchObject({ a: 1, b: 2 });
    expect((await stack.client().auth.signInWithPassword({ email: next, password: 'second-pass-2' })).error).toBeNull();
    expect((await stack.admin().auth.admin.deleteUser(id)).error).toBeNull();
    expect((await stack.admin().auth.admin.getUserById(id)).error).toMatchObject({ status: 404, code: 'user_not_found' });
    expect((await stack.db.query('select 1 from auth.users where id = $1', [id])).rows).toHaveLength(0);
  });

  it('soft delete keeps the row with deleted_at; the user can no longer sign in', async () => {
    const email = uniqueEmail('soft');
    const { data } = await stack.admin().auth.admin.createUser({ email, password: 'soft-pass-1', email_confirm: true });
    expect((await stack.admin().auth.admin.deleteUser(data.user!.id, true)).error).toBeNull();
    const row = await stack.db.query<{ deleted_at: string | null }>('select deleted_at from auth.users where id = $1', [data.user!.id]);
    expect(row.rows[0].deleted_at).toBeTruthy();
    expect((await stack.client().auth.signInWithPassword({ email, password: 'soft-pass-1' })).error).toMatchObject({ code: 'invalid_credentials' });
  });

  it('generateLink (magiclink, recovery, signup, invite) returns properties and a working action link; no mail is sent', async () => {
    const email = uniqueEmail('gen');
    await stack.admin().auth.admin.createUser({ email, password: 'gen-pass-1', email_confirm: true });
    for (const type of ['magiclink', 'recovery'] as const) {
      const { data, error } = await stack.admin().auth.admin.generateLink({ type, email, options: { redirectTo: 'http://localhost:5173/x' } });
      expect(error).toBeNull();
      expect(data.user!.email).toBe(email);
      expect(data.properties).toMatchObject({ verification_type: type, redirect_to: 'http://localhost:5173/x' });
      expect(data.properties!.email_otp).toMatch(/^\d{6}$/);
      const followed = await followLink(data.properties!.action_link);
      expect(followed.fragment.get('access_token')).toBeTruthy();
    }
    const fresh = uniqueEmail('gen-signup');
    const signup = await stack.admin().auth.admin.generateLink({ type: 'signup', email: fresh, password: 'gen-pass-2' });
    expect(signup.error).toBeNull();
    const { data: v, error: ve } = await stack.client().auth.verifyOtp({ token_hash: signup.data.properties!.hashed_token, type: 'signup' });
    expect(ve).toBeNull();
    expect(v.user!.email).toBe(fresh);
    const invited = await stack.admin().auth.admin.generateLink({ type: 'invite', email: uniqueEmail('gen-invite') });
    expect(invited.data.properties!.verification_type).toBe('invite');
    expect(stack.deps.mail.list(email)).toHaveLength(0);
    expect((await stack.admin().auth.admin.generateLink({ type: 'recovery', email: uniqueEmail('nobody') })).error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  it('inviteUserByEmail mails an invite link that signs the user in', async () => {
    const email = uniqueEmail('invite');
    const { data, error } = await stack.admin().auth.admin.inviteUserByEmail(email, { data: { team: 'a' } });
    expect(error).toBeNull();
    expect(data.user!.invited_at).toBeTruthy();
    const followed = await followLink(await mailLink(stack, email));
    expect(followed.fragment.get('type')).toBe('invite');
    const c = stack.client();
    const { data: s } = await c.auth.setSession({ access_token: followed.fragment.get('access_token')!, refresh_token: followed.fragment.get('refresh_token')! });
    expect(s.user!.email_confirmed_at).toBeTruthy();
  });

  it('admin endpoints reject anon / user tokens with 403 not_admin and no token with 401 no_authorization', async () => {
    expect((await stack.client().auth.admin.listUsers()).error).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' });
    const { data } = await stack.client().auth.signUp({ email: uniqueEmail('notadmin'), password: 'not-admin-1' });
    const r = await raw(stack, 'GET', '/admin/users', { token: data.session!.access_token });
    expect(r).toMatchObject({ status: 403, body: { code: 'not_admin' } });
    // Nothing at all: the gateway refuses before auth sees the request.
    const none = await fetch(`${stack.apiUrl}/auth/v1/admin/users`, { headers: { 'X-Supabase-Api-Version': '2024-01-01' } });
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ message: 'No API key found in request' });
  });

  it('admin signOut(jwt, scope) ends the session', async () => {
    const email = uniqueEmail('adminlogout');
    const { data } = await stack.client().auth.signUp({ email, password: 'logout-pass-1' });
    expect((await stack.admin().auth.admin.signOut(data.session!.access_token, 'global')).error).toBeNull();
    expect((await raw(stack, 'GET', '/user', { token: data.session!.access_token })).status).toBe(403);
  });
});
