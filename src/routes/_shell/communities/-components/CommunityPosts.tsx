// The Publicaciones tab body: the posts feature's cards for one community, or 'No hay publicaciones aún'.
import { useQuery } from '@tanstack/react-query';
import { MessageSquareDashed } from 'lucide-react';
import { EmptyState, ErrorState } from '@/components/layout';
import { toAppError } from '@/lib/errors';
import { PostCard } from '@/features/posts/components/PostCard';
import { postsByCommunityQuery } from '@/features/posts/api/posts-by-community-query';

export function CommunityPosts({ communityId }: { communityId: number }) {
  const posts = useQuery(postsByCommunityQuery(communityId));
  if (posts.isPending) {
    return (
      <div role="status" aria-label="Cargando..." className="flex flex-col gap-4">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-40 animate-pulse rounded-2xl bg-base-300/60" />
        ))}
      </div>
    );
  }
  if (posts.isError) return <ErrorState message={toAppError(posts.error).message} onRetry={() => void posts.refetch()} />;
  if (!posts.data.length) return <EmptyState icon={<MessageSquareDashed size={32} />} message="No hay publicaciones aún" />;
  return (
    <ul className="flex flex-col gap-4">
      {posts.data.map((p) => (
        <li key={p.id}>
          <PostCard post={p} />
        </li>
      ))}
    </ul>
  );
}
