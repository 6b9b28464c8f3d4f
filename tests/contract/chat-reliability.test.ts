// Chat never loses a message: two members exchange 1,000 messages (the app's outbox and sender over real supabase-js
// clients) while the local-supabase process is killed with kill -9 and restarted mid-stream (on PGlite, or on Postgres
// 15 when the contract pass runs with DATABASE_URL); every message is stored exactly once and both clients end with
// all of them.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { DEFAULT_KEYS } from '../../local-supabase/keys/defaults.js';
import { subscribeChannel } from '../../src/lib/channel.js';
import { MemoryStorage } from '../../src/features/chat/memory-storage.js';
import { Outbox } from '../../src/features/chat/outbox.js';
import { createSender } from '../../src/features/chat/sender.js';
import { storeBatch } from '../../src/features/chat/store-batch.js';
import { freshPostgresDatabase, ROOT, runCli, type CliRun } from './stack-process.js';

const TOTAL = 1000;
const KILL_AFTER = 350;
/** Each member writes a message this often, so the kill falls between batches of the app's sender. */
const WRITE_EVERY_MS = 8;
/** Catch-up re-reads this far behind the newest known message: rows that committed late with an earlier time are not skipped. */
const LOOKBACK_MS = 10_000;

type Row = { id: string; conversation_id: string; sender_id: string; body: string; created_at: string };

const running: CliRun[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const r of running) if (r.child.exitCode === null && r.child.signalCode === null) r.child.kill('SIGKILL');
  for (const c of cleanups) await c().catch(() => undefined);
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Starts the project's stack (its migrations and seed) on a fixed port, so clients find it again after a restart. */
async function start(port: number, data: string, env: NodeJS.ProcessEnv): Promise<CliRun> {
  const run = runCli(['start', '--port', String(port), '--db-port', '0', '--mail-port', '0', '--data', data, '--workdir', ROOT], { env });
  running.push(run);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ready line; stderr: ${run.stderr()}`)), 120_000);
    run.child.stdout!.on('data', () => run.stdout().includes('ready on') && (clearTimeout(timer), resolve()));
    void run.exited.then((code) => (clearTimeout(timer), reject(new Error(`start exited with ${code}: ${run.stderr()}`))));
  });
  return run;
}

async function member(url: string, email: string): Promise<{ client: SupabaseClient; id: string }> {
  const client = createClient(url, DEFAULT_KEYS.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never, timeout: 5000 },
  });
  const { data, error } = await client.auth.signInWithPassword({ email, password: 'nexo1234' });
  if (error || !data.session) throw new Error(`sign-in of ${email} failed: ${error?.message}`);
  await client.realtime.setAuth(data.session.access_token);
  return { client, id: data.user.id };
}

const byOrder = (a: Row, b: Row) => (a.created_at === b.created_at ? (a.id < b.id ? -1 : 1) : Date.parse(a.created_at) - Date.parse(b.created_at) || (a.created_at < b.created_at ? -1 : 1));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const retryable = (status: number) => status === 0 || status >= 500 || status === 408 || status === 429;

/** One member's device: received messages by id, kept complete by broadcasts plus a catch-up after every (re)subscribe. */
function device(client: SupabaseClient, conversationId: string) {
  const seen = new Map<string, Row>();
  let subscribes = 0;
  const catchUp = async () => {
    for (;;) {
      const newest = [...seen.values()].reduce<Row | undefined>((m, r) => (!m || byOrder(m, r) < 0 ? r : m), undefined);
      const after = newest ? new Date(Date.parse(newest.created_at) - LOOKBACK_MS).toISOString() : null;
      const { data, error, status } = await client.rpc('chat_messages_after', {
        conversation_id: conversationId, after_created_at: after, after_id: null, max_rows: 1000,
      });
      if (!error) {
        for (const r of data as Row[]) seen.set(r.id, r);
        if ((data as Row[]).length < 1000) return;
        continue;
      }
      if (!retryable(status)) throw new Error(`catch-up refused: ${error.message}`);
      await sleep(300);
    }
  };
  const stop = subscribeChannel(client, {
    topic: `dm:${conversationId}`,
    config: { private: true },
    bind: (ch) => void ch.on('broadcast', { event: 'message' }, ({ payload }) => seen.set((payload as Row).id, payload as Row)),
    onSubscribed: () => {
      subscribes += 1;
      void catchUp();
    },
  });
  return { seen, stop, catchUp, subscribes: () => subscribes };
}

/**
 * One member writing: every message goes into the app's own outbox (ids from `ids`, in order), whose sender stores
 * them through send_messages, in batches, retrying what the dead server did not answer.
 */
async function writeAll(client: SupabaseClient, memberId: string, conversationId: string, ids: string[], label: string, onSent: () => void, onRetry: () => void) {
  const next = ids[Symbol.iterator]();
  const outbox = new Outbox(new MemoryStorage(), memberId, { newId: () => next.next().value as string });
  const sender = createSender({
    outbox,
    send: async (items) => {
      try {
        return await storeBatch(client, items);
      } catch (e) {
        onRetry();
        throw e;
      }
    },
    onSent: () => onSent(),
    // Requests every 50 ms (the app waits up to a second): some must land while the server is down, however fast it restarts.
    minInterval: 50,
  });
  for (let i = 0; i < ids.length; i++) {
    outbox.enqueue(conversationId, `${label} ${i}`);
    void sender.flush();
    await sleep(WRITE_EVERY_MS);
  }
  const deadline = Date.now() + 120_000;
  while (outbox.list().length && Date.now() < deadline) {
    if (outbox.list().some((m) => m.status === 'failed')) throw new Error(`send refused: ${JSON.stringify(outbox.list().find((m) => m.status === 'failed'))}`);
    await sleep(100);
  }
  sender.stop();
  expect(outbox.list()).toEqual([]);
}

describe('chat reliability', () => {
  it(`${TOTAL} messages survive a kill -9 of the server mid-stream: stored once, delivered to both members`, async () => {
    const port = await freePort();
    const data = mkdtempSync(path.join(tmpdir(), 'chat-reliability-'));
    const env = { ...process.env };
    if (process.env.DATABASE_URL) {
      const db = await freshPostgresDatabase(process.env.DATABASE_URL);
      cleanups.push(db.drop);
      env.DATABASE_URL = db.url;
    } else delete env.DATABASE_URL;

    let server = await start(port, data, env);
    const url = `http://127.0.0.1:${port}`;
    const ana = await member(url, 'ana@nexo.dev');
    const diego = await member(url, 'diego@nexo.dev');
    const opened = await ana.client.rpc('open_conversation', { other_user_id: diego.id });
    expect(opened.error).toBeNull();
    const conversationId = opened.data as string;
    const before = (await ana.client.rpc('chat_messages_after', { conversation_id: conversationId })).data as Row[];

    const devices = [device(ana.client, conversationId), device(diego.client, conversationId)];
    const until = Date.now() + 30_000;
    while (devices.some((d) => d.subscribes() < 1) && Date.now() < until) await sleep(50);

    const anaIds: string[] = Array.from({ length: TOTAL / 2 }, () => randomUUID());
    const diegoIds: string[] = Array.from({ length: TOTAL / 2 }, () => randomUUID());
    let sent = 0;
    let retries = 0;
    const onRetry = () => void (retries += 1);
    let restarted: Promise<void> | undefined;
    const onSent = () => {
      sent += 1;
      if (sent === KILL_AFTER) {
        restarted = (async () => {
          server.child.kill('SIGKILL');
          await server.exited;
          await sleep(500);
          server = await start(port, data, env);
        })();
      }
    };
    await Promise.all([
      writeAll(ana.client, ana.id, conversationId, anaIds, 'Ana', onSent, onRetry),
      writeAll(diego.client, diego.id, conversationId, diegoIds, 'Diego', onSent, onRetry),
    ]);
    await restarted;
    expect(running.length).toBe(2); // the answering process is the restarted one
    expect(retries).toBeGreaterThan(0); // sends really failed while the server was down, and were retried

    const ours = new Set<string>([...anaIds, ...diegoIds]);
    const stored = (await ana.client.rpc('chat_messages_after', { conversation_id: conversationId, max_rows: 1000 })).data as Row[];
    const storedOurs = stored.filter((r) => ours.has(r.id));
    expect(storedOurs.length).toBe(TOTAL);
    expect(new Set(storedOurs.map((r) => r.id)).size).toBe(TOTAL);
    const counted = await storedCount(ana.client, conversationId);
    expect(counted).toBe(TOTAL + before.length);

    // Every device ends with all of them, once, in the server's order (a final catch-up is what a device does on wake).
    const deadline = Date.now() + 60_000;
    while (devices.some((d) => [...ours].some((id) => !d.seen.has(id))) && Date.now() < deadline) await sleep(200);
    const expectedOrder = storedOurs.sort(byOrder).map((r) => r.id);
    for (const d of devices) {
      const got = [...d.seen.values()].filter((r) => ours.has(r.id)).sort(byOrder).map((r) => r.id);
      expect(got.length).toBe(TOTAL);
      expect(got).toEqual(expectedOrder);
      expect(d.subscribes()).toBeGreaterThanOrEqual(2); // subscribed again after the restart
    }
    // Each sender's messages keep the order they were written in.
    const position = new Map(expectedOrder.map((id, i) => [id, i]));
    for (const ids of [anaIds, diegoIds]) {
      const positions = ids.map((id) => position.get(id)!);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
    for (const d of devices) d.stop();
    server.child.kill('SIGTERM');
    await server.exited;
  }, 300_000);
});

/** The stored count for the conversation, read through REST with a member's session (RLS applies). */
async function storedCount(client: SupabaseClient, conversationId: string): Promise<number> {
  const { count, error } = await client.from('messages').select('id', { count: 'exact', head: true }).eq('conversation_id', conversationId);
  if (error) throw new Error(error.message);
  return count ?? -1;
}

