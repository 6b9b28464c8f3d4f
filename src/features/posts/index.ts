// Posts feature: cards, detail, votes, saves, awards, reports, blocks and the create form.
export { PostCard } from './components/PostCard';
export { PostList, PostListSkeleton } from './components/PostList';
export type { PostCardData, PostAuthor, PostCommunity, PostViewerState, VoteDirection } from './api/types';
export { postsByCommunityQuery } from './api/posts-by-community-query';
export { postsByAuthorQuery } from './api/posts-by-author-query';
export { savedPostsQuery } from './api/saved-posts-query';
export { postKeys } from './api/keys';
export { PostDetail } from './components/PostDetail';
export { postQuery } from './api/post-query';
export { feedQuery, FEED_SIZE, type FeedTab } from './api/feed-query';
export { PostFeed } from './components/PostFeed';
export { CreatePostForm } from './components/CreatePostForm';
export { communityOptionsQuery } from './api/community-options-query';
