// Mailer contract-test support: local-supabase with the product migrations and its mail catcher (HTTP + SMTP on free
// ports), members and a moderator with real sessions, the catcher's JSON API, and the mailer as its own process.
import { spawn, type ChildProcess } from 'node:child_process';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { StackHandle } from '../../../local-supabase/stack.js';
import { DEFAULT_KEYS } from '../../../local-supabase/keys/defaults.js';
import { ROOT, startProductStack } from './product-stack.js';

export { ROOT };
const clientOpts = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false }, realtime: { transport: WebSocket as never } };

export interface MailStack {
  stack: StackHandle;
  /** A service-role client (the outbox is readable only with it). */
  admin: SupabaseClient;
  /** A new member signed in with a password (staff: also a row in user_roles, so the token carries the role). */
  member(name: string, role?: 'moderator' | 'admin'): Promise<{ id: string; email: string; client: SupabaseClient }>;
  /** The catcher's messages to `address` (Mailpit's search API), newest first, with their text and HTML. */
  mailsTo(address: string): Promise<{ Subject: string; Text: string; HTML: string; From: { Address: string } }[]>;
  stop(): Promise<void>;
}

export async function startMailStack(): Promise<MailStack> {
  const stack = await startProductStack({ smtpPort: 0, serveMail: true, auth: { email: { enableConfirmations: false } } });
  const admin = createClient(stack.apiUrl, DEFAULT_KEYS.secretKey, clientOpts);
  let n = 0;
  return {
    stack,
    admin,
    async member(name, role) {
      const email = `mail-${Date.now().toString(36)}-${++n}@example.com`;
      const created = await admin.auth.admin.createUser({ email, password: 'nexo1234', email_confirm: true, user_metadata: { full_name: name } });
      if (created.error) throw created.error;
      const id = created.data.user.id;
      if (role) await stack.db.query('insert into public.user_roles (user_id, role) values ($1, $2)', [id, role]);
      const client = createClient(stack.apiUrl, DEFAULT_KEYS.publishableKey, clientOpts);
      const signed = await client.auth.signInWithPassword({ email, password: 'nexo1234' });
      if (signed.error) throw signed.error;
      return { id, email, client };
    },
    async mailsTo(address) {
      const found = await (await fetch(`${stack.mailUrl}/api/v1/search?query=${encodeURIComponent(`to:${address}`)}`)).json();
      return Promise.all(found.messages.map(async (m: { ID: string }) => (await fetch(`${stack.mailUrl}/api/v1/message/${m.ID}`)).json()));
    },
    stop: () => stack.stop(),
  };
}

/** The mailer (`node --import tsx mailer/main.ts`) against `apiUrl`, delivering to SMTP `smtpPort`; resolves when ready. */
export async function startMailer(apiUrl: string, smtpPort: number, env: Record<string, string> = {}): Promise<{ child: ChildProcess; output: () => string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mailer/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, SUPABASE_URL: apiUrl, SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort), MAILER_INTERVAL_MS: '200', ...env },
  });
  let output = '';
  child.stdout!.on('data', (c) => (output += String(c)));
  child.stderr!.on('data', (c) => (output += String(c)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the mailer did not start: ${output}`)), 20_000);
    child.stdout!.on('data', () => {
      if (output.includes('mailer ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`the mailer exited (${code}): ${output}`)));
  });
  return {
    child,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Polls `read` until `done` holds of its value (or fails after `timeoutMs`). */
export async function eventually<T>(read: () => Promise<T>, done: (v: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`not within ${timeoutMs} ms; last value: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
