// Home feed: feed_posts(tab) (trending, recent, following; 5 posts) with author and community embedded.
import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { rows } from '@/lib/rows';
import { postKeys } from './keys';
import { POST_SELECT, type PostCardData } from './types';

export type FeedTab = 'trending' | 'recent' | 'following';
export const FEED_SIZE = 5;

/** userId is part of the key: the following feed (and blocks) depend on who is asking. */
export function feedQuery(tab: FeedTab, userId: string | null) {
  return queryOptions({
    queryKey: postKeys.feed(tab, userId),
    queryFn: () => rows(supabase.rpc('feed_posts', { tab, max_results: FEED_SIZE }).select(POST_SELECT).overrideTypes<PostCardData[], { merge: false }>()),
  });
}
