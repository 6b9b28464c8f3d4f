// Posts written by one member, newest first, with author and community.
import { queryOptions } from '@tanstack/react-query';
import { postKeys } from './keys';
import { newestPosts } from './newest-posts';

export function postsByAuthorQuery(authorId: string) {
  return queryOptions({ queryKey: postKeys.byAuthor(authorId), queryFn: () => newestPosts('author_id', authorId) });
}
