// Posts of the profile pages as the posts feature's cards (a member's posts, one's saved posts), with the spec's empty states.
import { useQuery } from '@tanstack/react-query';
import { Bookmark, FileText } from 'lucide-react';
import { QueryState } from '@/components/layout';
import { PostList, PostListSkeleton, postsByAuthorQuery, savedPostsQuery } from '@/features/posts';

export function AuthorPostCards({ authorId }: { authorId: string }) {
  return (
    <QueryState query={useQuery(postsByAuthorQuery(authorId))} pending={<PostListSkeleton count={2} />} empty={{ icon: <FileText size={32} />, message: 'No hay publicaciones aún' }}>
      {(posts) => <PostList posts={posts} />}
    </QueryState>
  );
}

export function SavedPostCards({ userId }: { userId: string }) {
  return (
    <QueryState query={useQuery(savedPostsQuery(userId))} pending={<PostListSkeleton count={2} />} empty={{ icon: <Bookmark size={32} />, message: 'No tienes publicaciones guardadas' }}>
      {(posts) => <PostList posts={posts} />}
    </QueryState>
  );
}
