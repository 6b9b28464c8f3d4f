// The posts feature's query and mutation factories against local-supabase: feeds, lists, one post, votes, saves, awards.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SEED, shown, useApp, type Member } from './support';
import { commentPreviewQuery, type PreviewComment } from '@/features/posts/api/comment-preview-query';
import { communityOptionsQuery, type CommunityOption } from '@/features/posts/api/community-options-query';
import { createPostMutation } from '@/features/posts/api/create-post-mutation';
import { deletePostMutation } from '@/features/posts/api/delete-post-mutation';
import { editPostMutation } from '@/features/posts/api/edit-post-mutation';
import { feedQuery } from '@/features/posts/api/feed-query';
import { postQuery } from '@/features/posts/api/post-query';
import { postStateQuery } from '@/features/posts/api/post-state-query';
import { postViewerQuery } from '@/features/posts/api/post-viewer-query';
import { postsByAuthorQuery } from '@/features/posts/api/posts-by-author-query';
import { postsByCommunityQuery } from '@/features/posts/api/posts-by-community-query';
import { savedPostsQuery } from '@/features/posts/api/saved-posts-query';
import { togglePostAwardMutation } from '@/features/posts/api/toggle-post-award-mutation';
import { toggleSavePostMutation } from '@/features/posts/api/toggle-save-post-mutation';
import { votePostMutation } from '@/features/posts/api/vote-post-mutation';
import type { PostCardData, PostViewerState } from '@/features/posts/api/types';
import type { VoteCounts } from '@/lib/votes';

const app = useApp();
const ids = (posts: { id: number }[]) => posts.map((p) => p.id);

async function publish(author: Member, title: string, communityId = 1): Promise<number> {
  await app.as(author);
  const post = await app.mutate<{ id: number }>(createPostMutation(author.id), { title, content: 'Contenido de prueba.', communityId, tags: ['Prueba'], clientId: randomUUID() });
  return post.id;
}

describe('reading posts', () => {
  it('reads the feeds with author and community: trending by upvotes, recent by date, following empty for visitors', async () => {
    await app.as(null);
    const trending = await app.fetch<PostCardData[]>(feedQuery('trending', null));
    expect(trending).toHaveLength(5);
    expect(trending.map((p) => p.upvotes)).toEqual([...trending.map((p) => p.upvotes)].sort((a, b) => b - a));
    const recent = await app.fetch<PostCardData[]>(feedQuery('recent', null));
    const newest = await app.sql<{ id: number }>('select id::int from public.posts where deleted_at is null order by created_at desc, id desc limit 5');
    expect(ids(recent)).toEqual(ids(newest));
    for (const p of [...trending, ...recent]) expect(p).toMatchObject({ author: { id: p.author_id, name: expect.any(String) }, community: { id: p.community_id }, visible_comments: expect.any(Number) });
    expect(await app.fetch(feedQuery('following', null))).toEqual([]);
  });

  it('lists a community’s and an author’s posts newest first, and the communities a post can go to', async () => {
    const inOne = await app.fetch<PostCardData[]>(postsByCommunityQuery(1));
    const expected = await app.sql<{ id: number }>('select id::int from public.posts where community_id = 1 and deleted_at is null order by created_at desc, id desc');
    expect(ids(inOne)).toEqual(ids(expected));
    const byAna = await app.fetch<PostCardData[]>(postsByAuthorQuery(SEED.ana));
    expect(byAna.length).toBeGreaterThan(0);
    expect(new Set(byAna.map((p) => p.author?.name))).toEqual(new Set(['Ana García']));
    const options = await app.fetch<CommunityOption[]>(communityOptionsQuery());
    const [{ count }] = await app.sql<{ count: number }>('select count(*)::int as count from public.communities');
    expect(options).toHaveLength(count);
    expect(options.map((o) => o.name)).toEqual([...options.map((o) => o.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('reads one post, null for an unknown id, and its top three comments', async () => {
    expect(await app.fetch(postQuery(1))).toMatchObject({ id: 1, title: '¿Cuál es tu patrón favorito para manejar estado en React?', author: { id: SEED.ana }, community: { id: 1, name: 'Desarrollo Web' } });
    expect(await app.fetch(postQuery(99999))).toBeNull();
    const preview = await app.fetch<PreviewComment[]>(commentPreviewQuery(1));
    const top = await app.sql<{ id: number }>('select id::int from public.comments where post_id = 1 and parent_id is null and deleted_at is null order by upvotes desc, created_at limit 3');
    expect(ids(preview)).toEqual(ids(top));
    expect(preview[0].author).toMatchObject({ name: expect.any(String) });
    expect(await app.fetch(postStateQuery(1, null))).toBeNull();
  });
});

describe("a member's own post", () => {
  it('publishes once per form into the community list, edits it, and only the author may', async () => {
    const author = await app.member('Autora Posts');
    await app.as(author);
    const before = await app.fetch<PostCardData[]>(postsByCommunityQuery(2));
    const clientId = randomUUID();
    const draft = { title: 'Mi primera duda', content: 'Texto', communityId: 2, tags: ['Figma'], clientId };
    const { id } = await app.mutate<{ id: number }>(createPostMutation(author.id), draft);
    expect((await app.mutate<{ id: number }>(createPostMutation(author.id), draft)).id).toBe(id);
    // createPost refreshed the cached community list (same QueryClient).
    expect(ids(await app.fetch<PostCardData[]>(postsByCommunityQuery(2)))).toEqual([id, ...ids(before)]);
    await app.mutate(editPostMutation(id, author.id), { title: 'Duda resuelta', content: 'Nuevo texto', tags: [] });
    expect(await app.fetch(postQuery(id))).toMatchObject({ title: 'Duda resuelta', content: 'Nuevo texto', tags: [], author: { name: 'Autora Posts' } });

    await app.as(await app.member());
    const refused = await app.refusal(app.mutate(editPostMutation(id, null), { title: 'Ajeno', content: 'x', tags: [] }));
    expect(refused.code).toBe('not_post_author');
  });

  it('deletes it: the post reads as null and its state says deleted', async () => {
    const author = await app.member();
    const id = await publish(author, 'Para borrar');
    await app.mutate(deletePostMutation(id, author.id));
    expect(await app.fetch(postQuery(id))).toBeNull();
    expect(await app.fetch(postStateQuery(id, author.id))).toBe('deleted');
  });
});

describe('votes, saves and awards', () => {
  it('a vote moves the counts the post shows and the viewer state; a second vote back takes it away', async () => {
    const author = await app.member();
    const id = await publish(author, 'Para votar');
    const voter = await app.member();
    await app.as(voter);
    await app.fetch(postViewerQuery(id, voter.id));
    const card = shown<VoteCounts | null>(null);
    expect(await app.mutate(votePostMutation(id, voter.id, card), { upvotes: 1, downvotes: 0, myVote: 'up' })).toEqual({ upvotes: 1, downvotes: 0, myVote: 'up' });
    expect(card.value).toEqual({ upvotes: 1, downvotes: 0, myVote: 'up' });
    expect(app.queryClient.getQueryData<PostViewerState>(postViewerQuery(id, voter.id).queryKey)?.myVote).toBe('up');
    expect(await app.fetch(postQuery(id))).toMatchObject({ upvotes: 1, downvotes: 0 });
    await app.mutate(votePostMutation(id, voter.id, card), { upvotes: 0, downvotes: 1, myVote: 'down' });
    await app.mutate(votePostMutation(id, voter.id, card), { upvotes: 0, downvotes: 0, myVote: 'none' });
    app.queryClient.clear();
    expect(await app.fetch(postQuery(id))).toMatchObject({ upvotes: 0, downvotes: 0 });
    expect(await app.fetch(postViewerQuery(id, voter.id))).toEqual({ myVote: 'none', saved: false, awarded: false });
  });

  it('saving lists the post under Guardados; an award counts once and not on one’s own post', async () => {
    const author = await app.member('Premiada');
    const id = await publish(author, 'Para guardar');
    const post = (await app.fetch<PostCardData>(postQuery(id)))!;
    const own = shown<number | null>(null);
    expect((await app.refusal(app.mutate(togglePostAwardMutation(post, author.id, own)))).code).toBe('cannot_award_own_post');
    expect(own.value).toBeNull();

    const fan = await app.member();
    await app.as(fan);
    expect(await app.fetch(savedPostsQuery(fan.id))).toEqual([]);
    expect(await app.mutate(toggleSavePostMutation(id, fan.id))).toBe(true);
    expect(ids(await app.fetch<PostCardData[]>(savedPostsQuery(fan.id)))).toEqual([id]);
    const awards = shown<number | null>(null);
    expect(await app.mutate(togglePostAwardMutation(post, fan.id, awards))).toBe(true);
    expect(awards.value).toBe(post.recognitions_count + 1);
    app.queryClient.clear();
    expect(await app.fetch(postViewerQuery(id, fan.id))).toEqual({ myVote: 'none', saved: true, awarded: true });
    expect(await app.fetch(postQuery(id))).toMatchObject({ recognitions_count: post.recognitions_count + 1 });
    expect(await app.mutate(toggleSavePostMutation(id, fan.id))).toBe(false);
    expect(await app.fetch(savedPostsQuery(fan.id))).toEqual([]);
  });

  it('the following feed shows the posts of the communities the member joined', async () => {
    const member = await app.member();
    await app.as(member);
    expect(await app.fetch(feedQuery('following', member.id))).toEqual([]);
    await app.sql('insert into public.memberships (user_id, community_id) values ($1, 3)', [member.id]);
    app.queryClient.clear();
    const feed = await app.fetch<PostCardData[]>(feedQuery('following', member.id));
    expect(feed.length).toBeGreaterThan(0);
    expect(new Set(feed.map((p) => p.community_id))).toEqual(new Set([3]));
  });
});
