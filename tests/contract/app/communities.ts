// The communities feature's query and mutation factories against local-supabase: lists, tabs, membership, host status.
import { describe, expect, it } from 'vitest';
import { SEED, seedMember, useApp } from './support';
import { communitiesQuery } from '@/features/communities/api/communities-query';
import { communityCoursesQuery } from '@/features/communities/api/community-courses-query';
import { communityLiveEventsQuery } from '@/features/communities/api/community-live-events-query';
import { communityQuery } from '@/features/communities/api/community-query';
import { hostStatusQuery } from '@/features/communities/api/host-status-query';
import { membershipQuery } from '@/features/communities/api/membership-query';
import { toggleMembershipMutation } from '@/features/communities/api/toggle-membership-mutation';
import { toggleNotificationsMutation } from '@/features/communities/api/toggle-notifications-mutation';
import { topMembersQuery } from '@/features/communities/api/top-members-query';
import type { Community, CommunityCourse, TopMember } from '@/features/communities/api/types';

const app = useApp();

describe('reading communities', () => {
  it('lists every community by id and reads one, null for unknown ids', async () => {
    const all = await app.fetch<Community[]>(communitiesQuery());
    const stored = await app.sql<{ id: number }>('select id::int from public.communities order by id');
    expect(all.map((c) => c.id)).toEqual(stored.map((c) => c.id));
    expect(all.filter((c) => c.is_live_event).map((c) => c.id)).toEqual([9, 10, 11, 12]);
    expect(await app.fetch(communityQuery(1))).toMatchObject({ id: 1, name: 'Desarrollo Web', members_count: expect.any(Number) });
    expect(await app.fetch(communityQuery(4242))).toBeNull();
    expect(await app.fetch(communityQuery(-1))).toBeNull();
  });

  it('lists a community’s courses best rated first and the live events sharing a topic', async () => {
    const courses = await app.fetch<CommunityCourse[]>(communityCoursesQuery(1));
    const stored = await app.sql<{ id: number }>('select id::int from public.courses where community_id = 1 order by rating desc, id');
    expect(courses.map((c) => c.id)).toEqual(stored.map((c) => c.id));
    const one = (await app.fetch<Community>(communityQuery(1)))!;
    const events = await app.fetch<Community[]>(communityLiveEventsQuery(one));
    for (const e of events) {
      expect(e.is_live_event).toBe(true);
      expect(e.topics.some((t) => one.topics.includes(t))).toBe(true);
    }
    const ten = (await app.fetch<Community>(communityQuery(10)))!;
    expect((await app.fetch<Community[]>(communityLiveEventsQuery(ten))).map((e) => e.id)).toEqual([10]);
  });

  it('lists up to five top members with their post counts in the community', async () => {
    const top = await app.fetch<TopMember[]>(topMembersQuery(1));
    expect(top.length).toBeGreaterThan(0);
    expect(top.length).toBeLessThanOrEqual(5);
    for (const m of top) {
      const [{ posts }] = await app.sql<{ posts: number }>('select count(*)::int as posts from public.posts where community_id = 1 and author_id = $1', [m.id]);
      expect(m.posts_in_community).toBe(posts);
    }
  });
});

describe('membership', () => {
  it('joins and leaves: membership, member count and notifications follow', async () => {
    const member = await app.member('Nueva Miembro');
    await app.as(member);
    const before = (await app.fetch<Community>(communityQuery(2)))!;
    expect(await app.fetch(membershipQuery(2, member.id))).toBeNull();
    expect(await app.mutate(toggleMembershipMutation(2, member.id))).toBe(true);
    // onSettled invalidated both entries: the same QueryClient reads the server's new state.
    expect(await app.fetch(membershipQuery(2, member.id))).toEqual({ notifications_enabled: true });
    expect((await app.fetch<Community>(communityQuery(2)))!.members_count).toBe(before.members_count + 1);
    expect((await app.fetch<TopMember[]>(topMembersQuery(2))).length).toBeGreaterThan(0);

    expect(await app.mutate(toggleNotificationsMutation(2, member.id))).toBe(false);
    expect(await app.fetch(membershipQuery(2, member.id))).toEqual({ notifications_enabled: false });
    expect(await app.mutate(toggleMembershipMutation(2, member.id))).toBe(false);
    expect(await app.fetch(membershipQuery(2, member.id))).toBeNull();
    expect((await app.fetch<Community>(communityQuery(2)))!.members_count).toBe(before.members_count);
  });

  it('turning notifications on for a community not joined is refused with the server’s text; a visitor has no membership', async () => {
    const member = await app.member();
    await app.as(member);
    await app.fetch(membershipQuery(3, member.id));
    const refused = await app.refusal(app.mutate(toggleNotificationsMutation(3, member.id)));
    expect(refused).toMatchObject({ code: 'not_a_member', message: await app.errorText('not_a_member') });
    expect(app.queryClient.getQueryData(membershipQuery(3, member.id).queryKey)).toBeNull();
    await app.as(null);
    expect(await app.fetch(membershipQuery(3, null))).toBeNull();
  });
});

describe('host status', () => {
  it('is true for an approved live host only', async () => {
    await app.as(seedMember('javier'));
    expect(await app.fetch(hostStatusQuery(SEED.javier))).toBe(true);
    await app.as(seedMember('diego'));
    expect(await app.fetch(hostStatusQuery(SEED.diego))).toBe(false);
    expect(await app.fetch(hostStatusQuery(null))).toBe(false);
  });
});
