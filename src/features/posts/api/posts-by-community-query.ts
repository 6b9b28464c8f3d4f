// Posts of one community, newest first, with author and community.
import { queryOptions } from '@tanstack/react-query';
import { postKeys } from './keys';
import { newestPosts } from './newest-posts';

export function postsByCommunityQuery(communityId: number) {
  return queryOptions({ queryKey: postKeys.byCommunity(communityId), queryFn: () => newestPosts('community_id', communityId) });
}
