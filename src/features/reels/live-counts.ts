// A reel's live counters patched into the feed (pure: the realtime hook applies it to the cache).
import type { Reel, ReelCounts } from './api/types';

/** The feed with one reel's counters replaced (the same array when nothing changed). */
export function patchCounts(feed: Reel[] | undefined, id: number, counts: Partial<ReelCounts>): Reel[] | undefined {
  if (!feed) return feed;
  let changed = false;
  const next = feed.map((r) => {
    if (r.id !== id) return r;
    const patched = { ...r };
    for (const key of ['likes_count', 'comments_count', 'shares_count'] as const) {
      const value = counts[key];
      if (typeof value === 'number' && value !== r[key]) {
        patched[key] = value;
        changed = true;
      }
    }
    return patched;
  });
  return changed ? next : feed;
}
