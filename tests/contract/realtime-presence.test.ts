// Realtime presence with real supabase-js clients (vsn 1.0.0 and 2.0.0): state after join, diffs, several metas per
// key, untrack, cleanup on leave and when a socket dies abruptly.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeChannel } from '@supabase/supabase-js';
import type { TestStack } from './support/stack.js';
import { closeClients, rtClient, startRealtimeStack, subscribed, VSNS, waitFor } from './realtime-helpers.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startRealtimeStack();
});
afterEach(closeClients);
afterAll(() => stack?.stop());

const keysOf = (ch: RealtimeChannel) => Object.keys(ch.presenceState()).sort();

describe.each(VSNS)('presence (vsn %s)', (vsn) => {
  it('sends the current state to a late joiner and diffs to everyone', async () => {
    const topic = `lobby-${vsn}`;
    const alice = rtClient(stack, vsn);
    const chA = await subscribed(alice.channel(topic, { config: { presence: { key: 'alice' } } }).on('presence', { event: 'sync' }, () => undefined));
    expect(await chA.track({ name: 'Alice' })).toBe('ok');
    await waitFor(() => keysOf(chA).includes('alice'), 5000, 'own presence');

    const bob = rtClient(stack, vsn);
    const joins: string[] = [];
    const chB = await subscribed(
      bob
        .channel(topic, { config: { presence: { key: 'bob' } } })
        .on('presence', { event: 'sync' }, () => undefined)
        .on('presence', { event: 'join' }, ({ key }) => joins.push(key)),
    );
    await waitFor(() => keysOf(chB).includes('alice'), 5000, 'state after join');
    expect(chB.presenceState().alice).toEqual([{ name: 'Alice', presence_ref: expect.any(String) }]);
    expect(await chB.track({ name: 'Bob' })).toBe('ok');
    await waitFor(() => keysOf(chA).join() === 'alice,bob', 5000, 'diff at alice');
    expect(joins).toContain('bob');
  });

  it('keeps several metas under one key and removes them one by one', async () => {
    const topic = `tabs-${vsn}`;
    const early = rtClient(stack, vsn);
    const chE = await subscribed(early.channel(topic, { config: { presence: { key: 'early' } } }).on('presence', { event: 'sync' }, () => undefined));
    const tab1 = rtClient(stack, vsn);
    const tab2 = rtClient(stack, vsn);
    const ch1 = await subscribed(tab1.channel(topic, { config: { presence: { key: 'carla' } } }));
    const ch2 = await subscribed(tab2.channel(topic, { config: { presence: { key: 'carla' } } }));
    expect(await ch1.track({ tab: 1 })).toBe('ok');
    expect(await ch2.track({ tab: 2 })).toBe('ok');
    // The watcher joins afterwards: both metas arrive in presence_state.
    const watcher = rtClient(stack, vsn);
    const chW = await subscribed(watcher.channel(topic, { config: { presence: { key: 'watcher' } } }).on('presence', { event: 'sync' }, () => undefined));
    await waitFor(() => chW.presenceState().carla?.length === 2, 5000, 'two metas');
    expect(chW.presenceState().carla.map((m: any) => m.tab).sort()).toEqual([1, 2]);
    await waitFor(() => chE.presenceState().carla?.length === 2, 5000, 'two metas live');

    expect(await ch1.untrack()).toBe('ok');
    await waitFor(() => chW.presenceState().carla?.length === 1, 5000, 'one meta left');
    expect(chW.presenceState().carla[0]).toMatchObject({ tab: 2 });

    await tab2.removeChannel(ch2);
    await waitFor(() => !chW.presenceState().carla, 5000, 'key gone after leave');
    await waitFor(() => !chE.presenceState().carla, 5000, 'key gone after leave (early watcher)');
  });

  it('re-tracking replaces the meta', async () => {
    const topic = `status-${vsn}`;
    const a = rtClient(stack, vsn);
    const chA = await subscribed(a.channel(topic, { config: { presence: { key: 'dani' } } }).on('presence', { event: 'sync' }, () => undefined));
    await chA.track({ status: 'online' });
    await chA.track({ status: 'away' });
    await waitFor(() => (chA.presenceState().dani?.[0] as any)?.status === 'away', 5000, 'new status');
    expect(chA.presenceState().dani).toHaveLength(1);
  });

  it('removes the presence of a socket that dies without closing', async () => {
    const topic = `crash-${vsn}`;
    const observer = rtClient(stack, vsn);
    const leaves: string[] = [];
    const chO = await subscribed(
      observer
        .channel(topic, { config: { presence: { key: 'observer' } } })
        .on('presence', { event: 'sync' }, () => undefined)
        .on('presence', { event: 'leave' }, ({ key }) => leaves.push(key)),
    );
    const victim = rtClient(stack, vsn);
    const chV = await subscribed(victim.channel(topic, { config: { presence: { key: 'victim' } } }));
    expect(await chV.track({ here: true })).toBe('ok');
    await waitFor(() => keysOf(chO).includes('victim'), 5000, 'victim visible');
    // Kill the TCP connection under the client: no close frame, no leave.
    (victim.realtime as any).socketAdapter.socket.conn.terminate();
    await waitFor(() => leaves.includes('victim'), 5000, 'leave after kill');
    expect(keysOf(chO)).not.toContain('victim');
  });
});
