// The product's realtime topics (supabase/migrations applied for real) through supabase-js: live:<event id> is private,
// received by whoever sees the event (visitors too) and sent on by the database alone, so nobody can forge a chat
// message or a status there; dm:<conversation id> is joined by its two members only.
import { randomUUID } from 'node:crypto';
import { createClient, type RealtimeChannel } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../local-supabase/keys/jwt.js';
import { DEFAULT_KEYS } from '../../local-supabase/keys/defaults.js';
import { startProductStack } from './support/product-stack.js';
import { closeClients, joinError, rtClient, subscribed, waitFor } from './realtime-helpers.js';
import type { TestStack } from './support/stack.js';

let stack: TestStack;
const priv = { config: { private: true } };
const admin = () =>
  createClient(stack.apiUrl, DEFAULT_KEYS.secretKey, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as any } });

beforeAll(async () => {
  stack = (await startProductStack()) as TestStack;
});
afterAll(async () => {
  await closeClients();
  await stack?.stop();
});

/** A real member (auth user + profile) with a token. */
async function member(name: string): Promise<{ id: string; token: string }> {
  const email = `topics-${randomUUID().slice(0, 8)}@example.com`;
  const { data, error } = await admin().auth.admin.createUser({ email, password: 'nexo1234', email_confirm: true, user_metadata: { full_name: name } });
  if (error) throw error;
  const now = Math.floor(Date.now() / 1000);
  const token = await signJwt({ sub: data.user.id, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 3600 }, stack.deps.jwtKeys);
  return { id: data.user.id, token };
}

async function liveEvent(hostId: string): Promise<number> {
  const { data, error } = await admin()
    .from('communities')
    .insert({ name: 'Evento', description: 'Prueba', is_live_event: true, live_date: new Date(Date.now() - 60_000).toISOString(), duration: '1 hora', host_id: hostId, host_name: 'Anfitriona' })
    .select('id')
    .single();
  if (error) throw error;
  return (data as { id: number }).id;
}

/** Every broadcast a channel hears, as [event, payload]. */
function listen(ch: RealtimeChannel): [string, any][] {
  const got: [string, any][] = [];
  ch.on('broadcast', { event: '*' }, (m) => got.push([m.event, m.payload]));
  return got;
}

const vsn = '2.0.0';

describe('live:<event id>', () => {
  it('visitors and members receive on it as a private channel; a topic without a visible live event is refused', async () => {
    const host = await member('Anfitriona');
    const id = await liveEvent(host.id);
    await subscribed(rtClient(stack, vsn).channel(`live:${id}`, priv));
    await subscribed(rtClient(stack, vsn, (await member('Espectadora')).token).channel(`live:${id}`, priv));
    expect(await joinError(rtClient(stack, vsn).channel(`live:${id + 100000}`, priv))).toMatch(/Unauthorized/);
    expect(await joinError(rtClient(stack, vsn).channel('live:abc', priv))).toMatch(/Unauthorized/);
  });

  it('nobody forges a chat message or a status: sends by the host, visitors and the HTTP API never arrive; the database’s do', async () => {
    const host = await member('Anfitriona');
    const viewer = await member('Espectadora');
    const id = await liveEvent(host.id);
    const topic = `live:${id}`;
    const viewerCh = rtClient(stack, vsn, viewer.token).channel(topic, priv);
    const heard = listen(viewerCh);
    await subscribed(viewerCh);
    const visitorCh = rtClient(stack, vsn).channel(topic, priv);
    const visitorHeard = listen(visitorCh);
    await subscribed(visitorCh);

    const forged = { id: randomUUID(), event_id: id, user_id: host.id, body: 'falso', created_at: new Date().toISOString(), sender_name: 'Anfitriona' };
    // The host on the private channel (no write policy: dropped), a visitor on the public topic of the same name.
    const hostClient = rtClient(stack, vsn, host.token);
    const hostCh = await subscribed(hostClient.channel(topic, priv));
    expect(await hostCh.send({ type: 'broadcast', event: 'chat', payload: forged })).toBe('ok');
    const publicCh = await subscribed(rtClient(stack, vsn).channel(topic));
    await publicCh.send({ type: 'broadcast', event: 'status', payload: { event_id: id, status: 'ended', server_time: new Date().toISOString() } });
    // The HTTP broadcast API with the host's token, private and public.
    const res = await fetch(`${stack.apiUrl}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: DEFAULT_KEYS.publishableKey, Authorization: `Bearer ${host.token}` },
      body: JSON.stringify({ messages: [true, false].map((isPrivate) => ({ topic, event: 'chat', payload: forged, private: isPrivate })) }),
    });
    expect(res.status).toBe(202);

    // What the database sends arrives: a stored message, then the clock job's status.
    const messageId = randomUUID();
    const sent = await hostClient.rpc('send_live_chat_message', { message_id: messageId, event_id: id, body: 'hola de verdad' });
    expect(sent.error).toBeNull();
    for (const got of [heard, visitorHeard]) await waitFor(() => got.some(([e, p]) => e === 'chat' && p.id === messageId), 5000, 'the stored message');
    const status = await admin().rpc('broadcast_live_status_transitions');
    expect(status.error).toBeNull();
    await waitFor(() => heard.some(([e, p]) => e === 'status' && p.event_id === id), 5000, 'the status');
    expect(heard.filter(([e]) => e === 'chat').map(([, p]) => p.body)).toEqual(['hola de verdad']);
    expect(heard.filter(([e]) => e === 'status').map(([, p]) => p.status)).toEqual(['live']);
    expect(visitorHeard.filter(([e]) => e === 'chat').map(([, p]) => p.body)).toEqual(['hola de verdad']);
  });
});

describe('dm:<conversation id>', () => {
  it('only its two members join; the stored message reaches the other member', async () => {
    const a = await member('Ana');
    const b = await member('Beto');
    const stranger = await member('Extraña');
    const aClient = rtClient(stack, vsn, a.token);
    const opened = await aClient.rpc('open_conversation', { other_user_id: b.id });
    expect(opened.error).toBeNull();
    const topic = `dm:${opened.data as string}`;
    const aCh = aClient.channel(topic, priv);
    const heard = listen(aCh);
    await subscribed(aCh);
    expect(await joinError(rtClient(stack, vsn, stranger.token).channel(topic, priv))).toMatch(/Unauthorized/);
    expect(await joinError(rtClient(stack, vsn).channel(topic, priv))).toMatch(/Unauthorized/);
    const messageId = randomUUID();
    const sent = await rtClient(stack, vsn, b.token).rpc('send_message', { message_id: messageId, conversation_id: opened.data, body: 'hola Ana' });
    expect(sent.error).toBeNull();
    await waitFor(() => heard.some(([e, p]) => e === 'message' && p.id === messageId), 5000, 'the stored message');
  });
});
