// The Publicaciones tab body: the posts feature's cards for one community, or 'No hay publicaciones aún'.
import { useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MessageSquareDashed } from 'lucide-react';
import { EmptyState, ErrorState } from '@/components/layout';
import { toAppError } from '@/lib/errors';
import { PostCard } from '@/features/posts/components/PostCard';
import { postsByCommunityQuery } from '@/features/posts/api/posts-by-community-query';

const FIRST_PASS = 2;

export function CommunityPosts({ communityId }: { communityId: number }) {
  const posts = useQuery(postsByCommunityQuery(communityId));
  // Why: the first cards paint with the page; the rest render in a second, interruptible pass (no long blocking task).
  const all = useDeferredValue(true, false);
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
      {(all ? posts.data : posts.data.slice(0, FIRST_PASS)).map((p) => (
        <li key={p.id}>
          <PostCard post={p} />
        </li>
      ))}
    </ul>
  );
}
