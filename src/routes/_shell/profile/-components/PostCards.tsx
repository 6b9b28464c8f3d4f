// Posts of the profile pages as the posts feature's cards (a member's posts, one's saved posts), with the spec's empty states.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Bookmark, FileText } from 'lucide-react';
import { EmptyState, ErrorState } from '@/components/layout';
import { toAppError } from '@/lib/errors';
import { PostCard, postsByAuthorQuery, savedPostsQuery, type PostCardData } from '@/features/posts';

function Cards({ result, empty, icon }: { result: ReturnType<typeof useQuery<PostCardData[]>>; empty: string; icon: ReactNode }) {
  if (result.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true" aria-label="Cargando publicaciones">
        {[0, 1].map((i) => (
          <div key={i} className="h-40 animate-pulse rounded-2xl bg-base-200" />
        ))}
      </div>
    );
  }
  if (result.isError) return <ErrorState message={toAppError(result.error).message} onRetry={() => void result.refetch()} />;
  if (result.data.length === 0) return <EmptyState icon={icon} message={empty} />;
  return (
    <ul className="flex flex-col gap-4">
      {result.data.map((p) => (
        <li key={p.id}>
          <PostCard post={p} />
        </li>
      ))}
    </ul>
  );
}

export function AuthorPostCards({ authorId }: { authorId: string }) {
  return <Cards result={useQuery(postsByAuthorQuery(authorId))} empty="No hay publicaciones aún" icon={<FileText size={32} />} />;
}

export function SavedPostCards({ userId }: { userId: string }) {
  return <Cards result={useQuery(savedPostsQuery(userId))} empty="No tienes publicaciones guardadas" icon={<Bookmark size={32} />} />;
}
