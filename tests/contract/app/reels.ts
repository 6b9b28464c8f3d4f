// The reels feature's query and mutation factories against local-supabase: the feed, publish, like, share, delete.
import { describe, expect, it } from 'vitest';
import { shown, useApp, type Member } from './support';
import { deleteReelMutation } from '@/features/reels/api/delete-reel-mutation';
import { publishReelMutation } from '@/features/reels/api/publish-reel-mutation';
import { recordReelShareMutation } from '@/features/reels/api/record-reel-share-mutation';
import { reelsFeedQuery } from '@/features/reels/api/reels-feed-query';
import { nextLike, toggleReelLikeMutation, type LikeState } from '@/features/reels/api/toggle-reel-like-mutation';
import type { Reel } from '@/features/reels/api/types';

const app = useApp();

/** Uploads a tiny video as `author` (another browser: the app uploads with XMLHttpRequest) and answers its public URL. */
async function uploadClip(author: Member): Promise<{ url: string; path: string }> {
  const browser = await app.elsewhere(author);
  const path = `${author.id}/clip.mp4`;
  const { error } = await browser.storage.from('reels').upload(path, new Blob([new Uint8Array(64)], { type: 'video/mp4' }), { contentType: 'video/mp4' });
  if (error) throw error;
  return { url: browser.storage.from('reels').getPublicUrl(path).data.publicUrl, path };
}

describe('the reels feed', () => {
  it('reads the newest reels with authors; liked_by_me follows the viewer', async () => {
    await app.as(null);
    const feed = await app.fetch<Reel[]>(reelsFeedQuery(null));
    const stored = await app.sql<{ id: number }>('select id::int from public.reels order by created_at desc, id desc limit 50');
    expect(feed.map((r) => r.id)).toEqual(stored.map((r) => r.id));
    for (const r of feed) expect(r).toMatchObject({ liked_by_me: false, author: { id: r.user_id, name: expect.any(String) } });

    const fan = await app.member();
    await app.as(fan);
    const reel = feed[0];
    const like = shown<LikeState>({ liked: false, likes_count: reel.likes_count });
    expect(await app.mutate(toggleReelLikeMutation(reel.id, like), nextLike(like.value))).toEqual({ liked: true, likes_count: reel.likes_count + 1 });
    expect(like.value).toEqual({ liked: true, likes_count: reel.likes_count + 1 });
    expect((await app.fetch<Reel[]>(reelsFeedQuery(fan.id)))[0]).toMatchObject({ id: reel.id, liked_by_me: true, likes_count: reel.likes_count + 1 });
    await app.mutate(toggleReelLikeMutation(reel.id, like), nextLike(like.value));
    expect(like.value).toEqual({ liked: false, likes_count: reel.likes_count });
  });

  it('counts a member’s first share only, and reports the count', async () => {
    const member = await app.member();
    await app.as(member);
    const [{ id, shares }] = await app.sql<{ id: number; shares: number }>('select id::int, shares_count as shares from public.reels order by id limit 1');
    const counts: number[] = [];
    await app.mutate(recordReelShareMutation(id, (n) => counts.push(n)));
    await app.mutate(recordReelShareMutation(id, (n) => counts.push(n)));
    expect(counts).toEqual([shares + 1, shares + 1]);
  });
});

describe("an author's reel", () => {
  it('publishes an uploaded clip into the feed; only the author deletes it, and its file goes too', async () => {
    const author = await app.member('Creadora Reels');
    const clip = await uploadClip(author);
    await app.as(author);
    await app.fetch(reelsFeedQuery(author.id));
    const { id } = await app.mutate<{ id: number }>(publishReelMutation(), { video_url: clip.url, poster_url: '/media/posters/reel-1.svg', description: 'Mi primer reel', music_title: null, duration_seconds: 12 });
    // publishReel refreshed the viewer's feed: the same QueryClient reads it again.
    expect((await app.fetch<Reel[]>(reelsFeedQuery(author.id)))[0]).toMatchObject({ id, description: 'Mi primer reel', author: { name: 'Creadora Reels' } });

    const other = await app.member();
    await app.as(other);
    expect(await app.refusal(app.mutate(deleteReelMutation(id)))).toMatchObject({ code: 'not_reel_author', message: 'No puedes eliminar un reel de otra persona.' });
    await app.as(author);
    await app.mutate(deleteReelMutation(id));
    expect((await app.fetch<Reel[]>(reelsFeedQuery(author.id))).map((r) => r.id)).not.toContain(id);
    const { data } = await app.admin.storage.from('reels').list(author.id);
    expect(data).toEqual([]);
  });

  it("refuses a video that is not the author's own upload", async () => {
    const author = await app.member();
    await app.as(author);
    const refused = await app.refusal(
      app.mutate(publishReelMutation(), { video_url: 'https://example.com/otro.mp4', poster_url: '', description: '', music_title: null, duration_seconds: 5 }),
    );
    expect(refused.serviceCode).toBe('23514');
  });
});
