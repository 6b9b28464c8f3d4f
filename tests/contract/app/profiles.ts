// The profiles feature's query and mutation factories against local-supabase: profile pages, follows, awards, support.
import { describe, expect, it } from 'vitest';
import { SEED, seedMember, useApp } from './support';
import { myCommunitiesQuery, type MyCommunity } from '@/features/profiles/api/my-communities-query';
import { myCoursesQuery, type MyCourse } from '@/features/profiles/api/my-courses-query';
import { profileQuery, type ProfileRow } from '@/features/profiles/api/profile-query';
import { profileReelsQuery } from '@/features/profiles/api/profile-reels-query';
import { supportCreatorMutation } from '@/features/profiles/api/support-creator-mutation';
import { toggleAwardMutation } from '@/features/profiles/api/toggle-award-mutation';
import { toggleFollowMutation } from '@/features/profiles/api/toggle-follow-mutation';
import { viewerStateQuery } from '@/features/profiles/api/viewer-state-query';

const app = useApp();

describe('profile pages', () => {
  it("reads a profile (null for unknown or malformed ids) and a member's reels newest first", async () => {
    expect(await app.fetch(profileQuery(SEED.ana))).toMatchObject({ id: SEED.ana, name: 'Ana García', role: 'creator', is_verified: true, followers_count: expect.any(Number) });
    expect(await app.fetch(profileQuery('a0000000-0000-4000-8000-000000000999'))).toBeNull();
    expect(await app.fetch(profileQuery('no-es-un-id'))).toBeNull();
    const [{ user }] = await app.sql<{ user: string }>('select user_id as user from public.reels group by user_id order by count(*) desc limit 1');
    const reels = await app.fetch<{ id: number; created_at: string }[]>(profileReelsQuery(user));
    const stored = await app.sql<{ id: number }>('select id::int from public.reels where user_id = $1 order by created_at desc', [user]);
    expect(reels.map((r) => r.id)).toEqual(stored.map((r) => r.id));
  });

  it("lists the member's own joined communities and enrolled courses, most recent first", async () => {
    await app.as(seedMember('demo'));
    const communities = await app.fetch<MyCommunity[]>(myCommunitiesQuery(SEED.demo));
    const joined = await app.sql<{ id: number }>('select community_id::int as id from public.memberships where user_id = $1 order by joined_at desc', [SEED.demo]);
    expect(communities.map((c) => c.id)).toEqual(joined.map((c) => c.id));
    expect(communities[0]).toMatchObject({ name: expect.any(String), members_count: expect.any(Number) });
    await app.as(seedMember('diego'));
    const courses = await app.fetch<MyCourse[]>(myCoursesQuery(SEED.diego));
    const enrolled = await app.sql<{ id: number }>('select course_id::int as id from public.enrolments where user_id = $1 order by enrolled_at desc', [SEED.diego]);
    expect(courses.map((c) => c.id)).toEqual(enrolled.map((c) => c.id));
    expect(courses.length).toBeGreaterThan(0);
  });
});

describe('follow, award and support', () => {
  it('following and awarding a creator move their counts and the viewer state, and back', async () => {
    const fan = await app.member('Seguidora');
    await app.as(fan);
    const before = (await app.fetch<ProfileRow>(profileQuery(SEED.camila)))!;
    expect(await app.fetch(viewerStateQuery(SEED.camila, fan.id))).toEqual({ following: false, awarded: false, blocked: false });
    expect(await app.mutate(toggleFollowMutation(before, fan.id))).toBe(true);
    expect(await app.mutate(toggleAwardMutation(before, fan.id))).toBe(true);
    // onSettled invalidated the profile and the viewer state: the same QueryClient reads them again.
    expect(await app.fetch(viewerStateQuery(SEED.camila, fan.id))).toEqual({ following: true, awarded: true, blocked: false });
    expect(await app.fetch(profileQuery(SEED.camila))).toMatchObject({ followers_count: before.followers_count + 1, recognitions_count: before.recognitions_count + 1 });
    expect(await app.mutate(toggleFollowMutation(before, fan.id))).toBe(false);
    expect(await app.mutate(toggleAwardMutation(before, fan.id))).toBe(false);
    expect(await app.fetch(profileQuery(SEED.camila))).toMatchObject({ followers_count: before.followers_count, recognitions_count: before.recognitions_count });
    expect(await app.fetch(viewerStateQuery(SEED.camila, null))).toEqual({ following: false, awarded: false, blocked: false });
  });

  it('refuses awarding one’s own profile and rolls the optimistic count back', async () => {
    const member = await app.member();
    await app.as(member);
    const self = (await app.fetch<ProfileRow>(profileQuery(member.id)))!;
    await app.fetch(viewerStateQuery(member.id, member.id));
    const refused = await app.refusal(app.mutate(toggleAwardMutation(self, member.id)));
    expect(refused.code).toBe('cannot_award_own_profile');
    expect(app.queryClient.getQueryData<ProfileRow>(profileQuery(member.id).queryKey)?.recognitions_count).toBe(self.recognitions_count);
  });

  it('supports a verified creator with a link (notifying them) and refuses the others with their codes', async () => {
    const fan = await app.member('Mecenas');
    await app.as(fan);
    expect(await app.mutate(supportCreatorMutation({ id: SEED.ana, name: 'Ana García' }))).toBe('https://www.patreon.com/anagarcia');
    const notes = await app.sql('select 1 from public.notifications where user_id = $1 and actor_id = $2 and type = $3', [SEED.ana, fan.id, 'patreon']);
    expect(notes).toHaveLength(1);
    expect((await app.refusal(app.mutate(supportCreatorMutation({ id: SEED.carlos, name: 'Carlos' })))).code).toBe('support_link_missing');
    expect((await app.refusal(app.mutate(supportCreatorMutation({ id: SEED.diego, name: 'Diego' })))).code).toBe('creator_not_verified');
  });
});
