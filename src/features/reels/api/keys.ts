// Query keys of the reels feature, under the shared roots of lib/query-keys.
import { viewerKey, type ViewerId } from '@/lib/query-keys';

export const reelKeys = {
  /** The feed depends on the viewer (liked_by_me). */
  feed: (viewerId: ViewerId) => viewerKey(viewerId, 'reels', 'feed'),
};
