// Signed-in user fixtures: create confirmed users through the admin API, sign in through the UI, or inject a session.
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Page } from 'playwright-core';
import type { E2EEnv } from './env.js';

export const PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  fullName: string;
}

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@ejemplo.com`;
}

export async function createUser(env: E2EEnv, fullName = 'Lucía Fernández'): Promise<TestUser> {
  const email = uniqueEmail();
  const password = 'clave-segura-1';
  const { data, error } = await env.admin.auth.admin.createUser({ email, password, email_confirm: true, user_metadata: { full_name: fullName } });
  if (error || !data.user) throw error ?? new Error('no user');
  return { id: data.user.id, email, password, fullName };
}

export async function logInThroughUi(page: Page, user: Pick<TestUser, 'email' | 'password'>, redirect?: string): Promise<void> {
  await page.goto(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login');
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
}

/** Puts a real session (signed in through the API) into the page's storage, as supabase-js would keep it. */
export async function injectSession(env: E2EEnv, page: Page, user: TestUser): Promise<void> {
  const client = createClient(env.stack.apiUrl, PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const { data, error } = await client.auth.signInWithPassword({ email: user.email, password: user.password });
  if (error || !data.session) throw error ?? new Error('no session');
  const key = `sb-${new URL(env.stack.apiUrl).hostname.split('.')[0]}-auth-token`;
  await page.goto('/terms');
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, JSON.stringify(data.session)] as const);
}

/** A new member, signed in on `page`, which then opens `path`: the usual start of a member's journey. */
export async function newMemberAt(env: E2EEnv, page: Page, fullName: string, path: string): Promise<TestUser> {
  const user = await createUser(env, fullName);
  await injectSession(env, page, user);
  await page.goto(path);
  return user;
}
