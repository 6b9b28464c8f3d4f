// A column of post cards, and the grey blocks that stand in for it while it loads.
import { SkeletonList } from '@/components/layout';
import type { PostCardData } from '../api/types';
import { PostCard } from './PostCard';

export function PostList({ posts }: { posts: PostCardData[] }) {
  return (
    <ul className="flex flex-col gap-4">
      {posts.map((p) => (
        <li key={p.id}>
          <PostCard post={p} />
        </li>
      ))}
    </ul>
  );
}

export function PostListSkeleton({ count = 3 }: { count?: number }) {
  return <SkeletonList count={count} className="h-40 bg-base-300/60" gap="gap-4" label="Cargando publicaciones" />;
}
