// The Publicaciones tab body: the posts feature's cards for one community, or 'No hay publicaciones aún'.
import { useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MessageSquareDashed } from 'lucide-react';
import { QueryState } from '@/components/layout';
import { PostList, PostListSkeleton } from '@/features/posts/components/PostList';
import { postsByCommunityQuery } from '@/features/posts/api/posts-by-community-query';

const FIRST_PASS = 2;

export function CommunityPosts({ communityId }: { communityId: number }) {
  // Why: the first cards paint with the page; the rest render in a second, interruptible pass (no long blocking task).
  const all = useDeferredValue(true, false);
  return (
    <QueryState
      query={useQuery(postsByCommunityQuery(communityId))}
      pending={<PostListSkeleton />}
      empty={{ icon: <MessageSquareDashed size={32} />, message: 'No hay publicaciones aún' }}
    >
      {(posts) => <PostList posts={all ? posts : posts.slice(0, FIRST_PASS)} />}
    </QueryState>
  );
}
