// useChannel in a React tree against local-supabase: subscribes on mount, follows a topic change, removes the channel on
// unmount, and keeps one subscription while its callbacks change on every render.
import { randomUUID } from 'node:crypto';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Window } from 'happy-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { ChannelStatus } from '../../src/lib/channel.js';
import type { TestStack } from './support/stack.js';
import { closeClients, rtClient, startRealtimeStack, waitFor } from './realtime-helpers.js';

// A DOM for React only: the stack itself needs Node's own URL and module globals, so the file runs in Node.
const dom = new Window();
Object.assign(globalThis, { window: dom, document: dom.document, IS_REACT_ACT_ENVIRONMENT: true });
// The hook's module creates the app's client on import, which needs a WebSocket on Node 20.
Object.assign(globalThis, { WebSocket });
const { useChannel } = await import('../../src/lib/realtime.js');

let stack: TestStack;
beforeAll(async () => {
  stack = await startRealtimeStack();
});
afterEach(closeClients);
afterAll(() => stack?.stop());

function Probe({ client, topic, log }: { client: SupabaseClient; topic: string; log: { status: ChannelStatus[]; up: string[] } }) {
  // New callbacks on every render: must not resubscribe.
  const status = useChannel({ client, topic, bind: (ch) => void ch.on('broadcast', { event: 'x' }, () => undefined), onSubscribed: () => log.up.push(topic) });
  log.status.push(status);
  return null;
}

describe('useChannel', () => {
  it('subscribes on mount, follows the topic, and cleans up on unmount', async () => {
    const client = rtClient(stack, '2.0.0');
    const log = { status: [] as ChannelStatus[], up: [] as string[] };
    const root = createRoot(document.createElement('div'));
    const [a, b] = [`a-${randomUUID()}`, `b-${randomUUID()}`];
    act(() => root.render(createElement(Probe, { client, topic: a, log })));
    await waitFor(() => log.up.length === 1);
    await waitFor(() => log.status.at(-1) === 'subscribed');
    // Re-rendering with the same topic keeps the one subscription.
    act(() => root.render(createElement(Probe, { client, topic: a, log })));
    act(() => root.render(createElement(Probe, { client, topic: b, log })));
    await waitFor(() => log.up.length === 2);
    expect(log.up).toEqual([a, b]);
    expect(client.getChannels().map((c) => c.topic)).toEqual([`realtime:${b}`]);
    act(() => root.unmount());
    await waitFor(() => client.getChannels().length === 0);
  });
});
