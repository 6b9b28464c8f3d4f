// The live and live-hosts features' query and mutation factories against local-supabase: events, chat, host sign-up, sessions.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SEED, seedMember, useApp } from './support';
import type { LiveBroadcast } from '@/features/live/broadcast';
import { deleteRecordingMutation } from '@/features/live/api/delete-recording-mutation';
import { liveBroadcastQuery } from '@/features/live/api/live-broadcast-query';
import { liveChatQuery } from '@/features/live/api/live-chat-query';
import { liveViewersQuery } from '@/features/live/api/live-viewers-query';
import { regenerateStreamKeyMutation } from '@/features/live/api/regenerate-stream-key-mutation';
import { streamKeyQuery } from '@/features/live/api/stream-key-query';
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

describe('live broadcasts', () => {
  /** A live event hosted by a new member, live now (created as the service role: events are curated content). */
  async function hostedEvent(): Promise<{ host: Awaited<ReturnType<typeof app.member>>; id: number }> {
    const host = await app.member('Anfitriona en Vivo');
    const [{ id }] = await app.sql<{ id: number }>(
      `insert into public.communities (name, is_live_event, live_date, duration, host_id) values ('Directo de prueba', true, now() - interval '1 minute', '1 hora', $1) returning id`,
      [host.id],
    );
    return { host, id };
  }

  it('reads the on-air state: a seeded past event keeps its sample recording, an event never broadcast has none', async () => {
    await app.as(null);
    expect(await app.fetch<LiveBroadcast | null>(liveBroadcastQuery(9))).toEqual({
      event_id: 9,
      state: 'ended',
      take: 1,
      playlist_path: null,
      recording_path: '/media/video/sample-1/index.m3u8',
      recording_seconds: 6,
    });
    expect(await app.fetch(liveBroadcastQuery(10))).toBeNull();
    expect(await app.fetch<number>(liveViewersQuery(10))).toBe(0);
  });

  it('the host reads and regenerates the stream key; anyone else is refused', async () => {
    const { host, id } = await hostedEvent();
    await app.as(host);
    const key = await app.fetch<string>(streamKeyQuery(host.id, id));
    expect(key).toMatch(/^live_[0-9a-f]{40}$/);
    expect(await app.fetch<string>(streamKeyQuery(host.id, id))).toBe(key);
    const fresh = await app.mutate<string>(regenerateStreamKeyMutation(host.id, id));
    expect(fresh).not.toBe(key);
    expect(app.queryClient.getQueryData(streamKeyQuery(host.id, id).queryKey)).toBe(fresh);
    const stranger = await app.member('Curiosa');
    await app.as(stranger);
    expect((await app.refusal(app.fetch(streamKeyQuery(stranger.id, id)))).code).toBe('not_live_host');
    expect((await app.refusal(app.mutate(regenerateStreamKeyMutation(stranger.id, id)))).code).toBe('not_live_host');
  });

  it('the host deletes a recording: the row forgets it and its files leave the live bucket', async () => {
    const { host, id } = await hostedEvent();
    await app.sql(
      `insert into public.live_broadcasts (event_id, state, take, recording_path, recording_seconds) values ($1::bigint, 'ended', 1, $1::text || '/recording.m3u8', 4)`,
      [id],
    );
    for (const path of [`${id}/recording.m3u8`, `${id}/1/seg-0.ts`]) {
      const { error } = await app.admin.storage.from('live').upload(path, new Blob(['#EXTM3U\n']), { upsert: true });
      expect(error).toBeNull();
    }
    const stranger = await app.member('Otra Persona');
    await app.as(stranger);
    expect((await app.refusal(app.mutate(deleteRecordingMutation(id)))).code).toBe('not_live_host');
    await app.as(host);
    await app.mutate(deleteRecordingMutation(id));
    expect(await app.fetch<LiveBroadcast | null>(liveBroadcastQuery(id))).toMatchObject({ recording_path: null, recording_seconds: null });
    const [{ n }] = await app.sql<{ n: number }>(`select count(*)::int as n from storage.objects where bucket_id = 'live' and name like $1 || '/%'`, [String(id)]);
    expect(n).toBe(0);
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
