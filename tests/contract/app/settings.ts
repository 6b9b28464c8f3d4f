// The settings feature's query and mutation factories (and lib/blocks' block mutation) against local-supabase.
import { describe, expect, it } from 'vitest';
import { SEED, useApp } from './support';
import { blockedMembersQuery, type BlockedMember } from '@/features/settings/api/blocked-members-query';
import { ownProfileQuery } from '@/features/settings/api/own-profile-query';
import { saveProfileMutation } from '@/features/settings/api/save-profile-mutation';
import { postQuery } from '@/features/posts/api/post-query';
import { postStateQuery } from '@/features/posts/api/post-state-query';
import { setBlockMutation } from '@/lib/blocks';
import { reportContentMutation } from '@/lib/reports';
import { myReportsQuery, type MyReport } from '@/features/settings/api/my-reports-query';
import { createPostMutation } from '@/features/posts/api/create-post-mutation';
import { randomUUID } from 'node:crypto';
import { supabase } from '@/lib/supabase';

const app = useApp();

describe('the settings profile', () => {
  it('saves the support link, badge form and metadata; the profile reads them back', async () => {
    const member = await app.member('Antes Del Cambio');
    await app.as(member);
    expect(await app.fetch(ownProfileQuery(member.id))).toMatchObject({ id: member.id, name: 'Antes Del Cambio', support_url: null });
    await app.mutate(saveProfileMutation(member.id), {
      metadata: { full_name: 'Después Del Cambio', bio: 'Aprendo cada día.' },
      supportUrl: 'https://ko-fi.com/prueba',
      badgeForm: 'femenino',
    });
    // onSettled invalidated the cached profile: the same QueryClient reads the trigger-copied name.
    expect(await app.fetch(ownProfileQuery(member.id))).toEqual({
      id: member.id,
      name: 'Después Del Cambio',
      avatar_url: null,
      bio: 'Aprendo cada día.',
      support_url: 'https://ko-fi.com/prueba',
      badge_form: 'femenino',
    });
  });

  it('refuses a support link that is not a web address, with the app’s error', async () => {
    const member = await app.member();
    await app.as(member);
    const refused = await app.refusal(app.mutate(saveProfileMutation(member.id), { metadata: {}, supportUrl: 'javascript:alert(1)' }));
    expect(refused.serviceCode).toBe('23514');
    expect(refused.message).toBe('Algún dato no cumple las reglas permitidas.');
  });

  it('a script URL as avatar in the auth metadata is not taken, and the auth request still succeeds (it answered 500)', async () => {
    const member = await app.member();
    await app.as(member);
    await app.mutate(saveProfileMutation(member.id), { metadata: { avatar_url: 'https://cdn.example.com/yo.png' } });
    expect((await supabase.auth.updateUser({ data: { avatar_url: 'javascript:alert(1)' } })).error).toBeNull();
    expect(await app.fetch(ownProfileQuery(member.id))).toMatchObject({ avatar_url: 'https://cdn.example.com/yo.png' });
  });
});

describe('blocked members', () => {
  it('a block lists the member with name and hides their posts; unblocking brings them back', async () => {
    const member = await app.member();
    await app.as(member);
    expect(await app.fetch(blockedMembersQuery(member.id))).toEqual([]);
    expect(await app.fetch(postQuery(1))).toMatchObject({ author: { id: SEED.ana } });
    expect(await app.mutate(setBlockMutation({ id: SEED.ana, name: 'Ana García' }, member.id), true)).toBe(true);
    const blocked = await app.fetch<BlockedMember[]>(blockedMembersQuery(member.id));
    expect(blocked).toEqual([expect.objectContaining({ blocked_id: SEED.ana, member: expect.objectContaining({ name: 'Ana García' }) })]);
    // The block refreshed every post entry: the cached post 1 is read again and is now hidden.
    expect(await app.fetch(postQuery(1))).toBeNull();
    expect(await app.fetch(postStateQuery(1, member.id))).toBe('blocked');
    await app.mutate(setBlockMutation({ id: SEED.ana, name: 'Ana García' }, member.id), false);
    expect(await app.fetch(blockedMembersQuery(member.id))).toEqual([]);
    expect(await app.fetch(postQuery(1))).toMatchObject({ id: 1 });
  });
});

describe('my reports and a post hidden by moderation', () => {
  it('the reporter reads the report pending, then reviewed; the author reads the post flagged, others get hidden', async () => {
    const author = await app.member('Autora Moderada');
    await app.as(author);
    const { id } = await app.mutate<{ id: number }>(createPostMutation(author.id), { title: 'Para moderar', content: 'Texto.', communityId: 1, tags: [], clientId: randomUUID() });
    const reporter = await app.member('Quien Denuncia');
    await app.as(reporter);
    expect(await app.fetch(myReportsQuery(reporter.id))).toEqual([]);
    await app.mutate(reportContentMutation('post', id), 'Es spam');
    app.queryClient.clear();
    expect(await app.fetch<MyReport[]>(myReportsQuery(reporter.id))).toEqual([
      expect.objectContaining({ target_type: 'post', target_id: String(id), reason: 'Es spam', status: 'open', resolved_at: null }),
    ]);
    const moderator = await app.elsewhere({ id: '', email: 'moderador@nexo.dev', password: 'nexo1234', name: 'Tomás' });
    const decided = await moderator.rpc('decide_report', { target_type: 'post', target_id: String(id), decision: 'hide', reason: 'Spam' });
    expect(decided.error).toBeNull();
    app.queryClient.clear();
    const [report] = await app.fetch<MyReport[]>(myReportsQuery(reporter.id));
    expect(report).toMatchObject({ status: 'reviewed', resolved_at: expect.any(String) });
    expect(await app.fetch(postQuery(id))).toBeNull();
    expect(await app.fetch(postStateQuery(id, reporter.id))).toBe('hidden');
    await app.as(author);
    expect(await app.fetch(postQuery(id))).toMatchObject({ id, hidden_by_moderation: true });
    expect(await app.fetch(postStateQuery(id, author.id))).toBeNull();
  });
});
