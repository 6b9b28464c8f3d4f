// The comments feature's query and mutation factories against local-supabase: post and reel threads, replies, votes.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { shown, useApp } from './support';
import { addCommentMutation } from '@/features/comments/api/add-comment-mutation';
import { commentsQuery } from '@/features/comments/api/comments-query';
import { deleteCommentMutation } from '@/features/comments/api/delete-comment-mutation';
import { editCommentMutation } from '@/features/comments/api/edit-comment-mutation';
import { myCommentVotesQuery } from '@/features/comments/api/my-comment-votes-query';
import { threadCommentsQuery } from '@/features/comments/api/thread-comments-query';
import { postThread, reelThread, type CommentThread } from '@/features/comments/api/thread';
import { voteCommentMutation } from '@/features/comments/api/vote-comment-mutation';
import type { CommentRow } from '@/features/comments/api/types';
import type { VoteCounts } from '@/lib/votes';

const app = useApp();

const say = (thread: CommentThread, parentId: number | null, content: string) =>
  app.mutate<{ id: number }>(addCommentMutation(thread, parentId), { content, clientId: randomUUID() }).then((c) => c.id);

describe('reading threads', () => {
  it("reads a post's comments oldest first with authors, the same rows as its thread", async () => {
    const comments = await app.fetch<CommentRow[]>(commentsQuery(1));
    const stored = await app.sql<{ id: number }>('select id::int from public.comments where post_id = 1 order by created_at, id');
    expect(comments.map((c) => c.id)).toEqual(stored.map((c) => c.id));
    expect(comments[1]).toMatchObject({ post_id: 1, parent_id: comments[0].id, author: { name: 'Ana García' }, upvotes: expect.any(Number) });
    app.queryClient.clear();
    expect(await app.fetch(threadCommentsQuery(postThread(1)))).toEqual(comments);
    expect(await app.fetch(commentsQuery(0))).toEqual([]);
  });

  it("reads a reel's thread with replies and no vote columns", async () => {
    const [{ reel }] = await app.sql<{ reel: number }>('select reel_id::int as reel from public.comments where reel_id is not null and parent_id is not null limit 1');
    const thread = await app.fetch<CommentRow[]>(threadCommentsQuery(reelThread(reel)));
    expect(thread.length).toBeGreaterThan(1);
    for (const c of thread) expect(c).toMatchObject({ reel_id: reel, author: { id: c.author_id } });
    expect(thread.some((c) => c.parent_id !== null && thread.some((p) => p.id === c.parent_id))).toBe(true);
    expect(thread[0]).not.toHaveProperty('upvotes');
  });
});

describe('writing in a thread', () => {
  it('a comment and a reply appear in the thread; a resent draft is stored once', async () => {
    const member = await app.member('Comentarista');
    await app.as(member);
    const thread = postThread(3);
    const clientId = randomUUID();
    const first = await app.mutate<{ id: number }>(addCommentMutation(thread, null), { content: '  Muy útil  ', clientId });
    expect(await app.mutate(addCommentMutation(thread, null), { content: 'Muy útil', clientId })).toEqual(first);
    const reply = await say(thread, first.id, 'Y respondo');
    const rows = await app.fetch<CommentRow[]>(threadCommentsQuery(thread));
    expect(rows.filter((c) => c.author_id === member.id)).toEqual([
      expect.objectContaining({ id: first.id, parent_id: null, content: 'Muy útil', author: expect.objectContaining({ name: 'Comentarista' }) }),
      expect.objectContaining({ id: reply, parent_id: first.id, content: 'Y respondo' }),
    ]);
  });

  it("edits only one's own comment; deleting one with replies keeps it as deleted, one without removes it", async () => {
    const author = await app.member();
    await app.as(author);
    const thread = reelThread((await app.sql<{ id: number }>('select id::int from public.reels order by id limit 1'))[0].id);
    const parent = await say(thread, null, 'Primero');
    const lone = await say(thread, null, 'Solo');
    await app.mutate(editCommentMutation(thread, parent), 'Primero (editado)');
    const other = await app.member();
    await app.as(other);
    expect((await app.refusal(app.mutate(editCommentMutation(thread, parent), 'Ajeno'))).code).toBe('comment_edit_refused');
    await say(thread, parent, 'Respuesta de otra persona');
    expect((await app.refusal(app.mutate(deleteCommentMutation(thread, lone)))).code).toBe('not_comment_author');

    await app.as(author);
    // true: kept as 'Comentario eliminado' (it has a reply); false: removed.
    expect(await app.mutate(deleteCommentMutation(thread, parent))).toBe(true);
    expect(await app.mutate(deleteCommentMutation(thread, lone))).toBe(false);
    const rows = await app.fetch<CommentRow[]>(threadCommentsQuery(thread));
    const kept = rows.find((c) => c.id === parent);
    expect(kept).toMatchObject({ deleted_at: expect.any(String), edited_at: expect.any(String) });
    expect(rows.find((c) => c.id === lone)).toBeUndefined();
    expect(rows.find((c) => c.parent_id === parent)).toMatchObject({ content: 'Respuesta de otra persona' });
  });

  it("a comment vote moves its counts and the voter's own votes; the thread shows the count", async () => {
    const voter = await app.member();
    await app.as(voter);
    const [{ id }] = await app.sql<{ id: number }>('select id::int from public.comments where post_id = 2 order by id limit 1');
    const before = (await app.fetch<CommentRow[]>(commentsQuery(2))).find((c) => c.id === id)!;
    expect(await app.fetch(myCommentVotesQuery(2, voter.id, [id]))).toEqual({});
    const card = shown<VoteCounts | null>(null);
    const after = await app.mutate<VoteCounts>(voteCommentMutation(id, card), { upvotes: before.upvotes! + 1, downvotes: before.downvotes!, myVote: 'up' });
    expect(after).toEqual({ upvotes: before.upvotes! + 1, downvotes: before.downvotes, myVote: 'up' });
    expect(card.value).toEqual(after);
    app.queryClient.clear();
    expect(await app.fetch(myCommentVotesQuery(2, voter.id, [id]))).toEqual({ [id]: 'up' });
    expect((await app.fetch<CommentRow[]>(commentsQuery(2))).find((c) => c.id === id)?.upvotes).toBe(before.upvotes! + 1);
    await app.mutate(voteCommentMutation(id, card), { upvotes: before.upvotes!, downvotes: before.downvotes!, myVote: 'none' });
    expect(card.value?.upvotes).toBe(before.upvotes);
  });

  it('a visitor cannot comment: the refusal is the app’s error', async () => {
    await app.as(null);
    const refused = await app.refusal(say(postThread(1), null, 'Anónimo'));
    expect(refused.code).toBe('42501');
    expect(refused.message).toBe('No tienes permiso para realizar esta acción.');
  });
});
