// The notifications feature's query and mutation factories against local-supabase: list, unread count, mark read.
import { describe, expect, it } from 'vitest';
import { SEED, seedMember, useApp, type Member } from './support';
import { markAllReadMutation } from '@/features/notifications/api/mark-all-read-mutation';
import { markReadMutation } from '@/features/notifications/api/mark-read-mutation';
import { notificationsQuery, type NotificationRow } from '@/features/notifications/api/notifications-query';
import { unreadCountQuery } from '@/features/notifications/api/unread-count-query';

const app = useApp();

/** `actor` follows `member` from their own browser: the database notifies `member`. */
async function followedBy(member: Member, actor: Member): Promise<void> {
  const browser = await app.elsewhere(actor);
  const { error } = await browser.rpc('toggle_follow', { profile_id: member.id });
  if (error) throw error;
}

describe('notifications', () => {
  it("lists the member's own notifications newest first with the unread count", async () => {
    await app.as(seedMember('ana'));
    const list = await app.fetch<NotificationRow[]>(notificationsQuery(SEED.ana));
    const stored = await app.sql<{ id: number; read: boolean }>('select id::int, read from public.notifications where user_id = $1 order by created_at desc, id desc', [SEED.ana]);
    expect(list.map((n) => n.id)).toEqual(stored.map((n) => n.id));
    expect(await app.fetch(unreadCountQuery(SEED.ana))).toBe(stored.filter((n) => !n.read).length);
    // RLS: someone else's list reads empty.
    expect(await app.fetch(notificationsQuery(SEED.diego))).toEqual([]);
  });

  it('a follow notifies; marking it read and then all read brings the unread count to zero', async () => {
    const member = await app.member('Notificada');
    await followedBy(member, await app.member('Seguidor Uno'));
    await followedBy(member, await app.member('Seguidor Dos'));
    await app.as(member);
    const list = await app.fetch<NotificationRow[]>(notificationsQuery(member.id));
    expect(list.map((n) => [n.type, n.read])).toEqual([
      ['follow', false],
      ['follow', false],
    ]);
    expect(list[0].content).toContain('Seguidor Dos');
    expect(await app.fetch(unreadCountQuery(member.id))).toBe(2);

    await app.mutate(markReadMutation(member.id), list[1].id);
    // onSettled invalidated the member's notifications: the same QueryClient reads them again.
    expect(await app.fetch(unreadCountQuery(member.id))).toBe(1);
    expect((await app.fetch<NotificationRow[]>(notificationsQuery(member.id))).map((n) => n.read)).toEqual([false, true]);
    await app.mutate(markAllReadMutation(member.id));
    expect(await app.fetch(unreadCountQuery(member.id))).toBe(0);
    expect((await app.fetch<NotificationRow[]>(notificationsQuery(member.id))).every((n) => n.read)).toBe(true);
  });

  it("marking someone else's notification read answers false and changes nothing", async () => {
    const owner = await app.member();
    await followedBy(owner, await app.member());
    const [{ id }] = await app.sql<{ id: number }>('select id::int from public.notifications where user_id = $1', [owner.id]);
    const other = await app.member();
    await app.as(other);
    expect(await app.mutate(markReadMutation(other.id), id)).toBe(false);
    expect(await app.sql('select read from public.notifications where id = $1', [id])).toEqual([{ read: false }]);
  });
});
