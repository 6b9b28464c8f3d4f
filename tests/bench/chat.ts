// `npm run bench -- chat [--conversations 100] [--rate 10] [--seconds 10]`: direct-chat latency sender → receiver
// (the app's relay broadcast, then its outbox sender storing through send_messages over REST) with N conversations at
// `rate` messages/s each, next to the bare client broadcast latency of the same pairs in the same run. The stack
// (project migrations, PGlite in memory or DATABASE_URL) runs in a child process; the clients (supabase-js) run here.
import { spawn } from 'node:child_process';
import { record } from './report.js';
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { performance } from 'node:perf_hooks';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { DEFAULT_KEYS } from '../../local-supabase/keys/defaults.js';
import { makeJwtKeys, signJwt } from '../../local-supabase/keys/jwt.js';
import { Outbox } from '../../src/features/chat/outbox.js';
import { createSender } from '../../src/features/chat/sender.js';
import { storeBatch } from '../../src/features/chat/store-batch.js';
import { MemoryStorage } from '../../src/features/chat/memory-storage.js';

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function flag(args: string[], name: string, fallback: number): number {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
}

// ---------------------------------------------------------------------------------------------------------------
// The child: the project's stack, plus a `pairs N` command that creates N pairs of members with a conversation each.

async function childStack(): Promise<never> {
  const { startStack } = await import('../../local-supabase/stack.js');
  const stack = await startStack({
    port: 0,
    data: 'memory',
    serveDb: false,
    serveMail: false,
    runCron: false,
    databaseUrl: process.env.DATABASE_URL || undefined,
    realtime: { maxEventsPerSecond: 1_000_000, maxJoinsPerSecond: 1_000_000, maxPrivateJoinsPerSecond: 1_000_000, maxChannelsPerClient: 100 },
  });
  console.log(`READY ${stack.apiUrl}`);
  process.on('SIGTERM', () => process.exit(0)); // a clean exit, so --cpu-prof can write its profile
  const rl = createInterface({ input: process.stdin });
  rl.on('line', async (line) => {
    const [cmd, n] = line.trim().split(' ');
    if (cmd !== 'pairs') return;
    const run = randomUUID().slice(0, 8);
    const { rows } = await stack.db.query<{ a: string; b: string; conversation: string }>(
      `with made as (
         insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
         select gen_random_uuid(), 'authenticated', 'authenticated', format('bench-%s-%s@bench.dev', $2::text, g), '', now(),
                '{"provider":"email","providers":["email"]}', jsonb_build_object('full_name', 'Bench ' || g), now(), now()
           from generate_series(1, $1::int * 2) g
         returning id, email
       ), numbered as (
         select id, row_number() over (order by email) - 1 as k from made
       ), paired as (
         select max(id::text) filter (where k % 2 = 0)::uuid as a, max(id::text) filter (where k % 2 = 1)::uuid as b
           from numbered group by k / 2
       )
       select a, b, gen_random_uuid() as conversation from paired`,
      [Number(n), run],
    );
    for (const r of rows) {
      await stack.db.query('insert into public.conversations (id, user_a, user_b) values ($1, least($2::uuid, $3::uuid), greatest($2::uuid, $3::uuid))', [r.conversation, r.a, r.b]);
    }
    console.log(`PAIRS ${JSON.stringify(rows)}`);
  });
  return new Promise<never>(() => undefined);
}

async function startChild() {
  // BENCH_CHILD_NODE_ARGS (e.g. `--cpu-prof`) goes to the stack's node only: profiles the server apart from the clients.
  const nodeArgs = (process.env.BENCH_CHILD_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const proc = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', new URL('./main.mts', import.meta.url).pathname, 'chat', '--child'], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: process.env,
  });
  const waiting: { prefix: string; resolve: (s: string) => void }[] = [];
  createInterface({ input: proc.stdout! }).on('line', (line) => {
    const i = waiting.findIndex((w) => line.startsWith(w.prefix));
    if (i >= 0) waiting.splice(i, 1)[0].resolve(line.slice(line.indexOf(' ') + 1));
  });
  const next = (prefix: string) => new Promise<string>((resolve) => waiting.push({ prefix, resolve }));
  const url = (await next('READY')).trim();
  return { url, send: (line: string) => proc.stdin!.write(`${line}\n`), next, stop: () => proc.kill('SIGTERM') };
}

// ---------------------------------------------------------------------------------------------------------------
// Clients.

function client(url: string, token: string): SupabaseClient {
  const c = createClient(url, DEFAULT_KEYS.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
    realtime: { transport: WebSocket as never, timeout: 20_000 },
  });
  void c.realtime.setAuth(token);
  return c;
}

function subscribed(ch: RealtimeChannel): Promise<RealtimeChannel> {
  return new Promise((resolve, reject) => {
    ch.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve(ch);
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status));
    });
  });
}

interface Result {
  sent: number;
  received: number;
  failed: number;
  p50: number;
  p99: number;
  max: number;
}

function summarize(latencies: number[], sent: number, failed: number): Result {
  const s = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
  return { sent, received: s.length, failed, p50: at(0.5), p99: at(0.99), max: s.at(-1) ?? NaN };
}

/** Every pair sends `rate` messages/s for `seconds`, paced per pair and staggered across pairs. */
async function paced(pairs: number, rate: number, seconds: number, send: (pair: number, i: number) => Promise<void>): Promise<void> {
  const interval = 1000 / rate;
  const perPair = Math.round(rate * seconds);
  const t0 = now();
  await Promise.all(
    Array.from({ length: pairs }, async (_, p) => {
      const offset = (p / pairs) * interval;
      const inflight: Promise<void>[] = [];
      for (let i = 0; i < perPair; i++) {
        const wait = t0 + offset + i * interval - now();
        if (wait > 0) await sleep(wait);
        inflight.push(send(p, i));
      }
      await Promise.all(inflight);
    }),
  );
}

async function drain(received: () => number, expected: number) {
  const deadline = now() + 10_000;
  while (received() < expected && now() < deadline) await sleep(50);
}

export async function run(args: string[]): Promise<void> {
  if (args.includes('--child')) await childStack();
  const conversations = flag(args, 'conversations', 100);
  const rate = flag(args, 'rate', 10);
  const seconds = flag(args, 'seconds', 10);
  console.log(`chat bench: ${conversations} conversations at ${rate} messages/s each for ${seconds} s; engine ${process.env.DATABASE_URL ? 'postgres' : 'pglite'}`);

  const stack = await startChild();
  try {
    stack.send(`pairs ${conversations}`);
    const pairs = JSON.parse(await stack.next('PAIRS')) as { a: string; b: string; conversation: string }[];
    const keys = makeJwtKeys(DEFAULT_KEYS);
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const token = (sub: string) => signJwt({ sub, role: 'authenticated', aud: 'authenticated', exp }, keys);
    const senders = await Promise.all(pairs.map(async (p) => client(stack.url, await token(p.a))));
    const receivers = await Promise.all(pairs.map(async (p) => client(stack.url, await token(p.b))));

    // Phase 1: bare client broadcast, sender → receiver on a public topic per pair (the floor).
    const bare: number[] = [];
    const bareIn = await Promise.all(
      pairs.map((_, i) => subscribed(receivers[i].channel(`bench-bare-${i}`).on('broadcast', { event: 'm' }, ({ payload }) => void bare.push(now() - payload.t)))),
    );
    const bareOut = await Promise.all(pairs.map((_, i) => subscribed(senders[i].channel(`bench-bare-${i}`))));
    await sleep(500);
    await paced(pairs.length, rate, seconds, async (p) => void (await bareOut[p].send({ type: 'broadcast', event: 'm', payload: { t: now() } })));
    const bareTotal = pairs.length * Math.round(rate * seconds);
    await drain(() => bare.length, bareTotal);
    const floor = summarize(bare, bareTotal, 0);
    for (const ch of [...bareIn, ...bareOut]) await ch.unsubscribe();

    // Phase 2: chat as the app sends it: the message written goes out at once as a client broadcast on the private dm:
    // topic (the relay, what the receiver shows first) and into the writer's outbox, whose sender (the app's own
    // Outbox, createSender and storeBatch) stores it through send_messages, in batches when the writer is fast; the
    // statement trigger broadcasts the stored rows (what confirms them; catch-up reads cover any gap). Both latencies
    // are measured from the moment of writing.
    const firstSeen: number[] = [];
    const stored: number[] = [];
    const sentAt = new Map<string, number>();
    const seen = new Set<string>();
    const dmOut = await Promise.all(pairs.map((p, i) => subscribed(senders[i].channel(`dm:${p.conversation}`, { config: { private: true } }))));
    await Promise.all(
      pairs.map((p, i) =>
        subscribed(
          receivers[i]
            .channel(`dm:${p.conversation}`, { config: { private: true } })
            .on('broadcast', { event: 'message_sent' }, ({ payload }) => {
              const t = sentAt.get(payload.id);
              if (t === undefined || seen.has(payload.id)) return;
              seen.add(payload.id);
              firstSeen.push(now() - t);
            })
            .on('broadcast', { event: 'message' }, ({ payload }) => {
              const t = sentAt.get(payload.id);
              if (t === undefined) return;
              stored.push(now() - t);
              if (seen.has(payload.id)) return;
              seen.add(payload.id);
              firstSeen.push(now() - t);
            }),
        ),
      ),
    );
    const roundTrips: number[] = [];
    const batchSizes: number[] = [];
    const outboxes = pairs.map((p) => new Outbox(new MemoryStorage(), p.a));
    const appSenders = pairs.map((_, i) =>
      createSender({
        outbox: outboxes[i],
        send: async (items) => {
          const t0 = now();
          const answers = await storeBatch(senders[i], items);
          roundTrips.push(now() - t0);
          batchSizes.push(items.length);
          return answers;
        },
        onSent: () => undefined,
      }),
    );
    await sleep(500);
    await paced(pairs.length, rate, seconds, async (p, i) => {
      const item = outboxes[p].enqueue(pairs[p].conversation, `mensaje ${i}`);
      sentAt.set(item.id, now());
      const { id, conversation_id, sender_id, body, created_at } = item;
      void dmOut[p].send({ type: 'broadcast', event: 'message_sent', payload: { id, conversation_id, sender_id, body, created_at } });
      void appSenders[p].flush();
    });
    // Whatever the senders still hold goes out (paced, retried with backoff) before counting.
    const deadline = now() + 30_000;
    while (outboxes.some((o) => o.pending(1).length) && now() < deadline) await sleep(50);
    const failed = outboxes.reduce((n, o) => n + o.list().length, 0);
    const chatTotal = pairs.length * Math.round(rate * seconds);
    await drain(() => stored.length, chatTotal - failed);
    const ours = summarize(firstSeen, chatTotal, failed);
    const durable = summarize(stored, chatTotal, failed);

    const fmt = (r: Result) =>
      `p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  max ${r.max.toFixed(1)} ms  lost ${r.sent - r.received}/${r.sent}${r.failed ? `  (${r.failed} not stored)` : ''}`;
    console.log(`bare broadcast (client → client): ${fmt(floor)}`);
    console.log(`chat message, first seen by the receiver: ${fmt(ours)}`);
    console.log(`chat message, stored and confirmed (trigger broadcast): ${fmt(durable)}`);
    const rt = summarize(roundTrips, roundTrips.length, 0);
    const perBatch = batchSizes.reduce((a, b) => a + b, 0) / Math.max(1, batchSizes.length);
    console.log(`  send_messages requests: ${batchSizes.length} (${perBatch.toFixed(1)} messages each)  round trip p50 ${rt.p50.toFixed(1)} ms  p99 ${rt.p99.toFixed(1)} ms`);
    console.log(`  p50 ratio to bare broadcast: ${(ours.p50 / floor.p50).toFixed(2)}x (target <= 2x), loss target 0`);
    const engine = process.env.DATABASE_URL ? 'Postgres' : 'PGlite';
    const chatRatio = ours.p50 / floor.p50;
    record({ bench: `chat (${engine})`, metric: `sender → receiver p50, ${pairs.length} conversations × ${rate}/s, vs bare broadcast`, value: `${ours.p50.toFixed(2)} ms vs ${floor.p50.toFixed(2)} ms = ${chatRatio.toFixed(2)}×`, target: '≤ 2×', ok: chatRatio <= 2 });
    record({ bench: `chat (${engine})`, metric: 'messages lost (seen / stored)', value: `${ours.sent - ours.received} / ${durable.sent - durable.received} of ${ours.sent}`, target: '0', ok: ours.sent === ours.received && durable.sent === durable.received });
    record({ bench: `chat (${engine})`, metric: 'stored and confirmed p50', value: `${durable.p50.toFixed(0)} ms` });
    for (const c of [...senders, ...receivers]) {
      await c.removeAllChannels();
      c.realtime.disconnect();
    }
  } finally {
    stack.stop();
  }
}
