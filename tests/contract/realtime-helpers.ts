// Shared helpers of the realtime contract tests: stack with the realtime fixture, user tokens, clients per vsn, waits.
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { signJwt } from '../../local-supabase/keys/jwt.js';
import { startTestStack, type TestStack } from './support/stack.js';
import type { StartOptions } from '../../local-supabase/stack.js';

export const VSNS = ['1.0.0', '2.0.0'] as const;
export type Vsn = (typeof VSNS)[number];

export const FIXTURE = readFileSync(new URL('./fixtures/realtime.sql', import.meta.url), 'utf8');

export function startRealtimeStack(opts: StartOptions = {}): Promise<TestStack> {
  return startTestStack({ fixtureSql: FIXTURE, runCron: false, serveMail: false, serveDb: false, ...opts });
}

export function userToken(stack: TestStack, sub: string = randomUUID(), expiresIn = 3600): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return signJwt({ sub, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + expiresIn }, stack.deps.jwtKeys);
}

const opened: SupabaseClient[] = [];

/** A supabase-js client speaking the given vsn; with a token, realtime uses it (like a signed-in session). */
export function rtClient(stack: TestStack, vsn: Vsn, token?: string, key = stack.config.keys.publishableKey): SupabaseClient<any, 'public', any> {
  const c = createClient(stack.apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as any, vsn, timeout: 5000 } as any,
    ...(token ? { global: { headers: { Authorization: `Bearer ${token}` } } } : {}),
  });
  if (token) void c.realtime.setAuth(token);
  opened.push(c);
  return c;
}

export async function closeClients(): Promise<void> {
  for (const c of opened.splice(0)) {
    await c.removeAllChannels().catch(() => undefined);
    c.realtime.disconnect();
  }
}

/** Resolves when the channel is SUBSCRIBED; rejects with the server's reason on CHANNEL_ERROR / TIMED_OUT. */
export function subscribed(ch: RealtimeChannel): Promise<RealtimeChannel> {
  return new Promise((resolve, reject) => {
    ch.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve(ch);
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status));
    });
  });
}

/** Joins, resolving once SUBSCRIBED, with a check that turns true when the server later closes the channel. */
export async function joinTrackingClose(ch: RealtimeChannel): Promise<{ closed: () => boolean }> {
  let closed = false;
  await new Promise<void>((resolve) =>
    ch.subscribe((status) => {
      if (status === 'SUBSCRIBED') resolve();
      if (status === 'CLOSED') closed = true;
    }),
  );
  return { closed: () => closed };
}

/** The error a join ends with (and stops the client's retries). */
export function joinError(ch: RealtimeChannel): Promise<string> {
  return new Promise((resolve) => {
    ch.subscribe((status, err) => {
      if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
        void ch.unsubscribe();
        resolve(err?.message ?? status);
      } else if (status === 'SUBSCRIBED') resolve('SUBSCRIBED');
    });
  });
}

export async function waitFor<T>(fn: () => T | undefined | null | false, timeoutMs = 5000, what = 'condition'): Promise<T> {
  const start = Date.now();
  for (;;) {
    const v = fn();
    if (v) return v;
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A sentinel bound on a channel (before it subscribes): `settled` writes its row and waits until the channel hears it. */
export interface Sentinel {
  label: string;
  heard: () => boolean;
}

/** The postgres_changes binding a sentinel listens on (for raw sockets; channels use `sentinelOn`). */
export const sentinelBinding = (label: string) => ({ event: 'INSERT', schema: 'public', table: 'sentinels', filter: `label=eq.${label}` });

export function sentinelOn(ch: RealtimeChannel): Sentinel {
  const label = randomUUID();
  let heard = false;
  ch.on('postgres_changes', sentinelBinding(label) as any, () => {
    heard = true;
  });
  return { label, heard: () => heard };
}

/**
 * Waits until every channel has heard a sentinel row written now (fixture table public.sentinels): each channel has
 * then been told, or not, of every change committed before. Proves an absence without sleeping.
 */
export async function settled(stack: TestStack, ...sentinels: Sentinel[]): Promise<void> {
  await stack.db.query('insert into public.sentinels (label) select unnest($1::text[])', [sentinels.map((s) => s.label)]);
  await waitFor(() => sentinels.every((s) => s.heard()), 5000, 'the sentinel rows');
}

/** A raw websocket speaking vsn 1.0.0 JSON objects or 2.0.0 arrays, for inputs supabase-js never sends. */
export class RawSocket {
  readonly frames: any[] = [];
  closeInfo?: { code: number; reason: string };
  private constructor(readonly ws: WebSocket, readonly vsn: Vsn) {
    ws.on('message', (data, isBinary) => {
      if (isBinary) this.frames.push({ binary: data });
      else {
        const v = JSON.parse(String(data));
        this.frames.push(Array.isArray(v) ? { join_ref: v[0], ref: v[1], topic: v[2], event: v[3], payload: v[4] } : v);
      }
    });
    ws.on('close', (code, reason) => (this.closeInfo = { code, reason: String(reason) }));
  }

  static open(stack: TestStack, vsn: Vsn, apikey: string = stack.config.keys.publishableKey): Promise<RawSocket> {
    const url = `${stack.apiUrl.replace('http', 'ws')}/realtime/v1/websocket?apikey=${encodeURIComponent(apikey)}&vsn=${vsn}`;
    const ws = new WebSocket(url);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new RawSocket(ws, vsn)));
      ws.once('error', reject);
    });
  }

  send(joinRef: string | null, ref: string | null, topic: string, event: string, payload: unknown): void {
    this.ws.send(this.vsn === '2.0.0' ? JSON.stringify([joinRef, ref, topic, event, payload]) : JSON.stringify({ join_ref: joinRef, ref, topic, event, payload }));
  }

  reply(ref: string, timeoutMs = 5000): Promise<any> {
    return waitFor(() => this.frames.find((f) => f.ref === ref && f.event === 'phx_reply'), timeoutMs, `reply ${ref}`);
  }

  async join(topic: string, ref: string, config: Record<string, unknown> = {}, extra: Record<string, unknown> = {}): Promise<any> {
    this.send(ref, ref, topic, 'phx_join', { config: { broadcast: { self: false, ack: false }, presence: { key: '', enabled: false }, postgres_changes: [], private: false, ...config }, ...extra });
    return (await this.reply(ref)).payload;
  }

  closed(timeoutMs = 5000): Promise<{ code: number; reason: string }> {
    return waitFor(() => this.closeInfo, timeoutMs, 'socket close');
  }

  close(): void {
    this.ws.terminate();
  }
}
