// The live and live-hosts features' query and mutation factories against local-supabase: events, chat, host sign-up, sessions.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SEED, seedMember, useApp } from './support';
import { liveChatQuery } from '@/features/live/api/live-chat-query';
import { liveEventQuery } from '@/features/live/api/live-event-query';
import { sendLiveChatMutation } from '@/features/live/api/send-live-chat-mutation';
import type { LiveChatMessage, LiveEvent } from '@/features/live/api/types';
import { createLiveSessionMutation } from '@/features/live-hosts/api/create-live-session-mutation';
import { hostApplicationQuery } from '@/features/live-hosts/api/host-application-query';
import { liveSessionsQuery } from '@/features/live-hosts/api/live-sessions-query';
import { submitHostApplicationMutation } from '@/features/live-hosts/api/submit-host-application-mutation';
import type { LiveSession } from '@/features/live-hosts/api/types';

const app = useApp();

const session = (title: string) => ({
  title,
  description: 'Repaso en directo de lo aprendido.',
  liveDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  duration: '1 hora',
  price: 0,
  topics: ['Guitarra'],
});

describe('live events', () => {
  it('reads an event with its server clock: 10 is live, 9 ended, a regular community is none', async () => {
    const live = await app.fetch<LiveEvent>(liveEventQuery(10));
    expect(live.event).toMatchObject({ id: 10, slow_mode_seconds: 10, host_id: expect.any(String) });
    expect(live.clock.report.status).toBe('live');
    expect(live.clock.startsAt).toBeLessThan(live.clock.endsAt);
    expect((await app.fetch<LiveEvent>(liveEventQuery(9))).clock.report.status).toBe('ended');
    expect(await app.fetch(liveEventQuery(1))).toBeNull();
    expect(await app.fetch(liveEventQuery(0))).toBeNull();
  });

  it('lists every live event by date with its status', async () => {
    const sessions = await app.fetch<LiveSession[]>(liveSessionsQuery());
    expect(sessions.map((s) => s.id).sort()).toEqual([10, 11, 12, 9].sort());
    expect(sessions.map((s) => s.live_date)).toEqual(sessions.map((s) => s.live_date).sort());
    expect(Object.fromEntries(sessions.map((s) => [s.id, s.current_live_status]))).toMatchObject({ 9: 'ended', 10: 'live', 11: 'pending', 12: 'pending' });
  });

  it('sends to the live chat once per id, names the sender, keeps slow mode, and refuses an ended event', async () => {
    const viewer = await app.member('Espectadora');
    await app.as(viewer);
    const id = randomUUID();
    const row = await app.mutate<{ id: string }>(sendLiveChatMutation(10), { id, body: '¡Hola a todos!' });
    expect(row).toMatchObject({ id, event_id: 10, user_id: viewer.id, body: '¡Hola a todos!' });
    expect(await app.mutate(sendLiveChatMutation(10), { id, body: '¡Hola a todos!' })).toEqual(row);
    const chat = await app.fetch<LiveChatMessage[]>(liveChatQuery(10));
    expect(chat[chat.length - 1]).toMatchObject({ id, sender_name: 'Espectadora' });
    expect(chat.map((m) => m.created_at)).toEqual(chat.map((m) => m.created_at).sort());
    expect((await app.refusal(app.mutate(sendLiveChatMutation(10), { id: randomUUID(), body: 'Otra vez' }))).code).toBe('live_chat_slow_mode');
    expect(await app.refusal(app.mutate(sendLiveChatMutation(9), { id: randomUUID(), body: 'Tarde' }))).toMatchObject({ code: 'live_event_ended', message: 'El evento ha finalizado.' });
  });
});

describe('live hosts', () => {
  it('a member applies once to host; the application reads back as pending and a second one is refused', async () => {
    const member = await app.member('Futura Anfitriona');
    await app.as(member);
    expect(await app.fetch(hostApplicationQuery(member.id))).toBeNull();
    const draft = { fullName: 'Futura Anfitriona', email: member.email, expertiseAreas: 'Guitarra, Canto', motivation: 'Quiero enseñar en vivo.', agreedToTerms: true };
    await app.mutate(submitHostApplicationMutation(member.id, 0), draft);
    // Marked stale without a refetch: the next read is fresh.
    expect(await app.fetch(hostApplicationQuery(member.id))).toMatchObject({ status: 'pending' });
    expect((await app.refusal(app.mutate(submitHostApplicationMutation(member.id, 0), draft))).code).toBe('host_application_exists');
    expect((await app.refusal(app.mutate(createLiveSessionMutation(), session('Sin aprobar')))).code).toBe('not_approved_host');
  });

  it('an approved host creates a session that the sessions list shows', async () => {
    await app.as(seedMember('javier'));
    expect(await app.fetch(hostApplicationQuery(SEED.javier))).toMatchObject({ status: 'approved' });
    const before = await app.fetch<LiveSession[]>(liveSessionsQuery());
    const id = await app.mutate<number>(createLiveSessionMutation(), session('Guitarra para principiantes'));
    const after = await app.fetch<LiveSession[]>(liveSessionsQuery());
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((s) => s.id === id)).toMatchObject({ name: 'Guitarra para principiantes', host_id: SEED.javier, current_live_status: 'pending' });
    const past = { ...session('En el pasado'), liveDate: new Date(Date.now() - 86_400_000).toISOString() };
    expect((await app.refusal(app.mutate(createLiveSessionMutation(), past))).code).toBe('invalid_live_date');
  });
});
