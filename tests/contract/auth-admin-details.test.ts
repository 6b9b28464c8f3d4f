// Auth contract, admin API details: admin-created users keep exactly the user_metadata given; bad pagination and
// malformed phone numbers are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from './support/stack.js';
import { raw, uniqueEmail, uniquePhone } from './auth-helpers.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.stop());

const adminHeaders = () => ({ apikey: stack.config.keys.secretKey, Authorization: `Bearer ${stack.config.keys.secretKey}` });

describe('admin createUser', () => {
  it('stores user_metadata exactly as given (no email, sub or *_verified added)', async () => {
    const email = uniqueEmail('meta');
    const { data, error } = await stack.admin().auth.admin.createUser({ email, password: 'valid-pass-1', email_confirm: true, user_metadata: { full_name: 'Ana' } });
    expect(error).toBeNull();
    expect(data.user!.user_metadata).toEqual({ full_name: 'Ana' });
    const row = await stack.db.query<{ m: unknown }>(`select raw_user_meta_data as m from auth.users where id = $1`, [data.user!.id]);
    expect(row.rows[0].m).toEqual({ full_name: 'Ana' });
    const empty = await stack.admin().auth.admin.createUser({ email: uniqueEmail('meta'), password: 'valid-pass-1' });
    expect(empty.data.user!.user_metadata).toEqual({});
  });

  it('a sign-up still carries the identity data in user_metadata, as GoTrue does', async () => {
    const email = uniqueEmail('meta');
    const { data } = await stack.client().auth.signUp({ email, password: 'valid-pass-1', options: { data: { full_name: 'Bea' } } });
    expect(data.user!.user_metadata).toMatchObject({ full_name: 'Bea', email, sub: data.user!.id, email_verified: true });
  });
});

describe('admin phone numbers', () => {
  const invalid = { status: 400, code: 'validation_failed', message: 'Invalid phone number format (E.164 required)' };

  it('createUser with a malformed phone → 400 validation_failed and no user is stored', async () => {
    const email = uniqueEmail('phone');
    const { data, error } = await stack.admin().auth.admin.createUser({ email, phone: 'abc', password: 'valid-pass-1' });
    expect(error).toMatchObject(invalid);
    expect(data.user).toBeNull();
    const rows = await stack.db.query(`select id from auth.users where email = $1`, [email]);
    expect(rows.rows).toHaveLength(0);
  });

  it('updateUserById with a malformed phone → 400 and the stored number is unchanged; a valid one is stored as digits', async () => {
    const admin = stack.admin().auth.admin;
    const phone = uniquePhone();
    const spaced = `+${phone.slice(0, 3)} ${phone.slice(3, 9)} ${phone.slice(9)}`;
    const { data } = await admin.createUser({ email: uniqueEmail('phone'), phone: spaced, phone_confirm: true });
    expect(data.user!.phone).toBe(phone);
    for (const phone of ['abc', '+0555', '1-555-010']) {
      const bad = await admin.updateUserById(data.user!.id, { phone });
      expect(bad.error).toMatchObject(invalid);
    }
    const row = await stack.db.query<{ phone: string }>(`select phone from auth.users where id = $1`, [data.user!.id]);
    expect(row.rows[0].phone).toBe(phone);
    const next = uniquePhone();
    const ok = await admin.updateUserById(data.user!.id, { phone: `+${next}` });
    expect(ok.error).toBeNull();
    expect(ok.data.user!.phone).toBe(next);
  });

  it('createUser with a number another account holds → 422 phone_exists "Phone number already registered by another user", nothing stored', async () => {
    const admin = stack.admin().auth.admin;
    const phone = uniquePhone();
    expect((await admin.createUser({ phone: `+${phone}`, phone_confirm: true })).error).toBeNull();
    const email = uniqueEmail('dup-phone');
    const { data, error } = await admin.createUser({ email, phone: `+${phone}`, password: 'valid-pass-1' });
    expect(error).toMatchObject({ status: 422, code: 'phone_exists', message: 'Phone number already registered by another user' });
    expect(data.user).toBeNull();
    expect((await stack.db.query(`select id from auth.users where email = $1`, [email])).rows).toHaveLength(0);
  });

  it('updateUserById onto a number or email another account holds → 422 phone_exists / email_exists (a 4xx where GoTrue answers 500), nothing changed', async () => {
    const admin = stack.admin().auth.admin;
    const held = uniquePhone();
    const holder = await admin.createUser({ email: uniqueEmail('holder'), phone: `+${held}`, phone_confirm: true });
    const mine = uniquePhone();
    const { data } = await admin.createUser({ email: uniqueEmail('mover'), phone: `+${mine}` });
    const phone = await admin.updateUserById(data.user!.id, { phone: `+${held}` });
    expect(phone.error).toMatchObject({ status: 422, code: 'phone_exists', message: 'Phone number already registered by another user' });
    const email = await raw(stack, 'PUT', `/admin/users/${data.user!.id}`, {
      headers: adminHeaders(), body: { email: holder.data.user!.email, user_metadata: { touched: true } } });
    expect(email).toMatchObject({ status: 422, body: { code: 'email_exists', message: 'A user with this email address has already been registered' } });
    const legacy = await raw(stack, 'PUT', `/admin/users/${data.user!.id}`, { headers: adminHeaders(), body: { phone: `+${held}` }, apiVersion: false });
    expect(legacy).toMatchObject({ status: 422, body: { code: 422, error_code: 'phone_exists' } });
    const row = await stack.db.query<{ phone: string; email: string; m: unknown }>(
      `select phone, email, raw_user_meta_data as m from auth.users where id = $1`, [data.user!.id]);
    expect(row.rows[0]).toEqual({ phone: mine, email: data.user!.email, m: {} });
    // Its own number again is no conflict.
    expect((await admin.updateUserById(data.user!.id, { phone: `+${mine}` })).error).toBeNull();
  });
});

describe('admin listUsers pagination', () => {
  it.each([
    ['page=abc', 'Bad Pagination Parameters: strconv.ParseUint: parsing "abc": invalid syntax'],
    ['per_page=-5', 'Bad Pagination Parameters: strconv.ParseUint: parsing "-5": invalid syntax'],
    ['page=1.5', 'Bad Pagination Parameters: strconv.ParseUint: parsing "1.5": invalid syntax'],
  ])('%s → 400 validation_failed', async (query, message) => {
    const r = await raw(stack, 'GET', `/admin/users?${query}`, { headers: adminHeaders() });
    expect(r).toMatchObject({ status: 400, body: { code: 'validation_failed', message } });
  });

  it('valid pages still work through supabase-js', async () => {
    const { data, error } = await stack.admin().auth.admin.listUsers({ page: 1, perPage: 2 });
    expect(error).toBeNull();
    expect(data.users.length).toBeLessThanOrEqual(2);
  });
});
