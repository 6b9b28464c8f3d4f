// Realtime postgres_changes with real supabase-js clients (vsn 1.0.0 and 2.0.0): events, filters, publication,
// RLS visibility checked as each subscriber, old records, DELETE semantics, commit_timestamp and columns.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import type { TestStack } from './support/stack.js';
import {
  closeClients,
  RawSocket,
  rtClient,
  sentinelBinding,
  sentinelOn,
  settled as settledAll,
  startRealtimeStack,
  subscribed,
  userToken,
  VSNS,
  waitFor,
  type Sentinel,
  type Vsn,
} from './realtime-helpers.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startRealtimeStack();
});
afterEach(closeClients);
afterAll(() => stack?.stop());

type Change = RealtimePostgresChangesPayload<Record<string, any>>;

const sentinels = new WeakMap<Change[], Sentinel>();

/** The changes one subscriber hears (sentinel rows left out), on its own client. */
async function listen(vsn: Vsn, spec: { event: any; table?: string; filter?: string; schema?: string }, token?: string) {
  const got: Change[] = [];
  const client = rtClient(stack, vsn, token);
  const ch = client.channel(`pg-${randomUUID()}`).on('postgres_changes', { schema: 'public', ...spec } as any, (p: Change) => {
    if (p.table !== 'sentinels') got.push(p);
  });
  sentinels.set(got, sentinelOn(ch));
  await subscribed(ch);
  return got;
}

/** Every listener has been told, or not, of each change committed so far. */
const settled = (...lists: (Change[] | Sentinel)[]) => settledAll(stack, ...lists.map((l) => (Array.isArray(l) ? sentinels.get(l)! : l)));

let nextId = 1;
beforeEach(() => {
  nextId += 100;
});

describe.each(VSNS)('postgres_changes (vsn %s)', (vsn) => {
  it('delivers INSERT, UPDATE and DELETE with records, columns and commit_timestamp', async () => {
    const all = await listen(vsn, { event: '*', table: 'items' });
    const inserts = await listen(vsn, { event: 'INSERT', table: 'items' });
    const id = nextId;
    await stack.db.query(`insert into public.items (id, label, qty, tags, meta) values ($1, 'uno', 1, '{a,b}', '{"k":1}')`, [id]);
    await stack.db.query(`update public.items set qty = 2 where id = $1`, [id]);
    await stack.db.query(`delete from public.items where id = $1`, [id]);
    await waitFor(() => all.length === 3, 5000, 'three changes');
    expect(all.map((c) => c.eventType)).toEqual(['INSERT', 'UPDATE', 'DELETE']);
    const [ins, upd, del] = all;
    expect(ins.new).toEqual({ id, label: 'uno', qty: 1, tags: ['a', 'b'], meta: { k: 1 }, done: false });
    expect(ins.old).toEqual({});
    expect(ins.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(ins.schema).toBe('public');
    expect(ins.table).toBe('items');
    expect(ins.errors).toBeNull();
    // REPLICA IDENTITY FULL: the whole old row.
    expect(upd.new).toMatchObject({ id, qty: 2 });
    expect(upd.old).toMatchObject({ id, qty: 1, label: 'uno' });
    expect(del.old).toMatchObject({ id, label: 'uno', qty: 2 });
    expect(del.new).toEqual({});
    await settled(inserts);
    expect(inserts.map((c) => c.eventType)).toEqual(['INSERT']);
  });

  it('old records hold only the primary key without REPLICA IDENTITY FULL', async () => {
    const got = await listen(vsn, { event: '*', table: 'plain' });
    const id = nextId;
    await stack.db.query(`insert into public.plain values ($1, 'a')`, [id]);
    await stack.db.query(`update public.plain set label = 'b' where id = $1`, [id]);
    await stack.db.query(`delete from public.plain where id = $1`, [id]);
    await waitFor(() => got.length === 3, 5000, 'three changes');
    expect(got[1].old).toEqual({ id });
    expect(got[1].new).toEqual({ id, label: 'b' });
    expect(got[2].old).toEqual({ id });
  });

  it('applies filters eq, neq, lt, lte, gt, gte and in', async () => {
    const base = nextId;
    const specs: Record<string, string> = {
      eq: `qty=eq.5`,
      neq: `qty=neq.5`,
      lt: `qty=lt.5`,
      lte: `qty=lte.5`,
      gt: `qty=gt.5`,
      gte: `qty=gte.5`,
      in: `label=in.(b,"c d")`,
    };
    const lists: Record<string, Change[]> = {};
    for (const [k, f] of Object.entries(specs)) lists[k] = await listen(vsn, { event: 'INSERT', table: 'items', filter: f });
    const everything = await listen(vsn, { event: 'INSERT', table: 'items' });
    await stack.db.query(`insert into public.items (id, label, qty) values ($1, 'a', 4), ($2, 'b', 5), ($3, 'c d', 6)`, [base, base + 1, base + 2]);
    await waitFor(() => everything.length === 3, 5000, 'three inserts');
    await settled(...Object.values(lists));
    const qtys = (k: string) => lists[k].map((c) => (c.new as any).qty).sort();
    expect(qtys('eq')).toEqual([5]);
    expect(qtys('neq')).toEqual([4, 6]);
    expect(qtys('lt')).toEqual([4]);
    expect(qtys('lte')).toEqual([4, 5]);
    expect(qtys('gt')).toEqual([6]);
    expect(qtys('gte')).toEqual([5, 6]);
    expect(qtys('in')).toEqual([5, 6]);
  });

  it('matches DELETE filters against the old row', async () => {
    const id = nextId;
    await stack.db.query(`insert into public.items (id, label, qty) values ($1, 'x', 1), ($2, 'y', 1)`, [id, id + 1]);
    const got = await listen(vsn, { event: 'DELETE', table: 'items', filter: `id=eq.${id}` });
    await stack.db.query(`delete from public.items where id in ($1, $2)`, [id, id + 1]);
    await waitFor(() => got.length, 5000, 'delete');
    await settled(got);
    expect(got.map((c) => (c.old as any).id)).toEqual([id]);
  });

  it('sends nothing for tables outside publication supabase_realtime', async () => {
    const got = await listen(vsn, { event: '*', table: 'unpublished' });
    const schemaWide = await listen(vsn, { event: 'INSERT' });
    await stack.db.query(`insert into public.unpublished values ($1, 'x')`, [nextId]);
    await stack.db.query(`insert into public.plain values ($1, 'marker')`, [nextId]);
    await waitFor(() => schemaWide.length, 5000, 'marker');
    await settled(got);
    expect(got).toEqual([]);
    expect(schemaWide.map((c) => c.table)).toEqual(['plain']);
  });

  it('starts capturing a table added to the publication later', async () => {
    await stack.db.exec(`create table public.late_${vsn.replace(/\./g, '_')} (id int primary key);
      alter publication supabase_realtime add table public.late_${vsn.replace(/\./g, '_')};`);
    const got = await listen(vsn, { event: 'INSERT', table: `late_${vsn.replace(/\./g, '_')}` });
    await stack.db.query(`insert into public.late_${vsn.replace(/\./g, '_')} values (1)`);
    await waitFor(() => got.length, 5000, 'insert on the late table');
    expect(got[0].new).toEqual({ id: 1 });
  });

  it('never delivers a row RLS hides from the subscriber', async () => {
    const owner = randomUUID();
    const stranger = randomUUID();
    const mine = await listen(vsn, { event: '*', table: 'notes' }, (await userToken(stack, owner)));
    const theirs = await listen(vsn, { event: '*', table: 'notes' }, (await userToken(stack, stranger)));
    const anon = await listen(vsn, { event: '*', table: 'notes' });
    const admin: Change[] = [];
    await subscribed(
      rtClient(stack, vsn, undefined, stack.config.keys.secretKey)
        .channel(`pg-admin-${vsn}`)
        .on('postgres_changes', { event: '*', schema: 'public', table: 'notes' }, (p: Change) => admin.push(p)),
    );
    const r = await stack.db.query<{ id: string }>(`insert into public.notes (owner, body) values ($1, 'secreto') returning id::text`, [owner]);
    const id = Number(r.rows[0].id);
    // Visibility is decided on the row as it stands when the change is processed: let each change land first.
    await waitFor(() => mine.length === 1 && admin.length === 1, 5000, 'insert seen by owner and service role');
    await stack.db.query(`update public.notes set n = 1 where id = $1`, [id]);
    await waitFor(() => mine.length === 2 && admin.length === 2, 5000, 'update seen by owner and service role');
    await stack.db.query(`delete from public.notes where id = $1`, [id]);
    await waitFor(() => mine.length === 3 && admin.length === 3, 5000, 'owner and service role see all three');
    expect(mine.map((c) => c.eventType)).toEqual(['INSERT', 'UPDATE', 'DELETE']);
    expect(mine[0].new).toMatchObject({ id, owner, body: 'secreto' });
    // A DELETE is checked against the policies on the row as it was: only those who could see it hear of it,
    // reduced to the primary key.
    expect(mine[2].old).toEqual({ id });
    await settled(theirs, anon);
    expect(theirs).toEqual([]);
    expect(anon).toEqual([]);
  });

  it('tells a subscriber who may not read a table nothing about its changes (no error with ids)', async () => {
    const raw = await RawSocket.open(stack, vsn);
    const label = randomUUID();
    const joined = await raw.join(`realtime:secrets-${randomUUID()}`, '1', {
      postgres_changes: [{ event: '*', schema: 'public', table: 'secrets', filter: 'body=gte.a' }, sentinelBinding(label)],
    });
    expect(joined.status).toBe('ok');
    await stack.db.query(`insert into public.secrets values ($1, 'la clave es azul')`, [nextId]);
    await stack.db.query(`delete from public.secrets where id = $1`, [nextId]);
    const changes = () => raw.frames.filter((f) => f.event === 'postgres_changes');
    await settled({ label, heard: () => changes().length > 0 });
    expect(changes().map((f) => f.payload.data.table)).toEqual(['sentinels']);
    raw.close();
  });

  it('matches filters only on columns the subscriber may read, so hidden values cannot be probed', async () => {
    const token = await userToken(stack);
    const byHidden = await listen(vsn, { event: '*', table: 'people', filter: 'hidden=gte.a' }, token);
    const byName = await listen(vsn, { event: 'INSERT', table: 'people', filter: 'name=eq.Ana' }, token);
    await stack.db.query(`insert into public.people values ($1, 'Ana', 'dato oculto')`, [nextId]);
    await stack.db.query(`update public.people set hidden = 'otro' where id = $1`, [nextId]);
    await waitFor(() => byName.length === 1, 5000, 'the readable filter matches');
    expect(byName[0].new).toEqual({ id: nextId, name: 'Ana' });
    await settled(byHidden);
    expect(byHidden).toEqual([]);
  });

  it('carries records beyond NOTIFY limits, and trims records over 1 MiB with Error 413', async () => {
    const got = await listen(vsn, { event: 'INSERT', table: 'plain' });
    await stack.db.query(`insert into public.plain values ($1, $2)`, [nextId, 'ñ'.repeat(20_000)]);
    await stack.db.query(`insert into public.plain values ($1, $2)`, [nextId + 1, 'x'.repeat(1_100_000)]);
    await waitFor(() => got.length === 2, 10_000, 'two big inserts');
    expect(got[0].new).toEqual({ id: nextId, label: 'ñ'.repeat(20_000) });
    expect(got[0].errors).toBeNull();
    expect(got[1].new).toEqual({ id: nextId + 1 });
    expect(got[1].errors).toEqual(['Error 413: Payload Too Large']);
  });

  it('a policy that errors for one subscriber hides the row from that one only', async () => {
    const poison = await listen(vsn, { event: 'INSERT', table: 'fragile' }, (await userToken(stack, '00000000-0000-4000-8000-00000000dead')));
    const fine = await listen(vsn, { event: 'INSERT', table: 'fragile' }, (await userToken(stack)));
    await stack.db.query(`insert into public.fragile values ($1, 'x')`, [nextId]);
    await waitFor(() => fine.length, 5000, 'delivery to the unaffected subscriber');
    await settled(poison);
    expect(poison).toEqual([]);
  });

  it('re-checks visibility with a refreshed token', async () => {
    const owner = randomUUID();
    const client = rtClient(stack, vsn, (await userToken(stack, randomUUID())));
    const got: Change[] = [];
    const ch = client.channel(`pg-refresh-${vsn}`).on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notes' }, (p: Change) => got.push(p));
    const sentinel = sentinelOn(ch);
    await subscribed(ch);
    await stack.db.query(`insert into public.notes (owner, body) values ($1, 'before')`, [owner]);
    await settled(sentinel);
    expect(got).toEqual([]);
    await client.realtime.setAuth(await userToken(stack, owner));
    // The new token travels on the socket and the rows through the database: a row is written until one is heard.
    for (let i = 0; !got.length && i < 25; i++) {
      await stack.db.query(`insert into public.notes (owner, body) values ($1, 'after')`, [owner]);
      await waitFor(() => got.length, 200).catch(() => undefined);
    }
    expect(got.length).toBeGreaterThan(0);
    expect(new Set(got.map((c) => (c.new as any).body))).toEqual(new Set(['after']));
  });

  it('echoes the bindings with ids so several listeners on one channel each get theirs', async () => {
    const client = rtClient(stack, vsn);
    const inserts: Change[] = [];
    const updates: Change[] = [];
    const ch = client
      .channel(`pg-multi-${vsn}`)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'plain' }, (p: Change) => inserts.push(p))
      .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'plain' }, (p: Change) => updates.push(p));
    const sentinel = sentinelOn(ch);
    await subscribed(ch);
    await stack.db.query(`insert into public.plain values ($1, 'a')`, [nextId]);
    await stack.db.query(`update public.plain set label = 'b' where id = $1`, [nextId]);
    await waitFor(() => inserts.length && updates.length, 5000, 'one of each');
    await settled(sentinel);
    expect(inserts.map((c) => c.eventType)).toEqual(['INSERT']);
    expect(updates.map((c) => c.eventType)).toEqual(['UPDATE']);
  });

  it('puts ids, columns, commit_timestamp and errors on the wire as realtime-js expects', async () => {
    const s = await RawSocket.open(stack, vsn);
    const binding = { event: 'INSERT', schema: 'public', table: 'items', filter: `id=gte.${nextId}` };
    const joined = await s.join('realtime:wire', '1', { postgres_changes: [binding] });
    expect(joined).toEqual({ status: 'ok', response: { postgres_changes: [{ ...binding, id: expect.any(Number) }] } });
    const id = joined.response.postgres_changes[0].id;
    await waitFor(() => s.frames.find((f) => f.event === 'system'), 5000, 'system message');
    expect(s.frames.find((f) => f.event === 'system').payload).toEqual({
      extension: 'postgres_changes',
      status: 'ok',
      message: 'Subscribed to PostgreSQL',
      channel: 'wire',
    });
    await stack.db.query(`insert into public.items (id, label, qty, tags) values ($1, 'w', 3, '{x}')`, [nextId]);
    const msg = await waitFor(() => s.frames.find((f) => f.event === 'postgres_changes'), 5000, 'change');
    expect(msg.payload).toEqual({
      ids: [id],
      data: {
        schema: 'public',
        table: 'items',
        commit_timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        type: 'INSERT',
        columns: [
          { name: 'id', type: 'int4' },
          { name: 'label', type: 'text' },
          { name: 'qty', type: 'int4' },
          { name: 'tags', type: '_text' },
          { name: 'meta', type: 'jsonb' },
          { name: 'done', type: 'bool' },
        ],
        record: { id: nextId, label: 'w', qty: 3, tags: ['x'], meta: null, done: false },
        errors: null,
      },
    });
    s.close();
  });
});
