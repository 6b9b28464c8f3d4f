// Helpers of the profile, notifications and settings journeys: seeded ids and a supabase-js client signed in as a member.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { E2EEnv } from '../support/env.js';
import { PUBLISHABLE_KEY, type TestUser } from '../support/users.js';

export const SEED = {
  ana: 'a0000000-0000-4000-8000-000000000001',
  carlos: 'a0000000-0000-4000-8000-000000000002',
  lucia: 'a0000000-0000-4000-8000-000000000003',
  diego: 'a0000000-0000-4000-8000-000000000004',
} as const;

export const DEMO: TestUser = { id: 'a0000000-0000-4000-8000-000000000009', email: 'demo@nexo.dev', password: 'nexo1234', fullName: 'Usuario Demo' };

/** A supabase-js client (outside the browser) signed in as the member. */
export async function memberClient(env: E2EEnv, user: Pick<TestUser, 'email' | 'password'>): Promise<SupabaseClient> {
  const client = createClient(env.stack.apiUrl, PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const { error } = await client.auth.signInWithPassword({ email: user.email, password: user.password });
  if (error) throw error;
  return client;
}
