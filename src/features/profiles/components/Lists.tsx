// Compact lists of the profile pages: posts, courses, communities, reels; each with its skeleton, error and empty state.
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowBigUp, MessageSquare } from 'lucide-react';
import { EmptyState, ErrorState } from '@/components/layout';
import { toAppError } from '@/lib/errors';
import { formatCount, formatRelativeTime } from '@/lib/format';
import type { ProfilePost } from '../api/profile-posts-query';
import type { MyCourse } from '../api/my-courses-query';
import type { MyCommunity } from '../api/my-communities-query';

export function QueryList<T>({
  result,
  empty,
  emptyIcon,
  children,
}: {
  result: UseQueryResult<T[]>;
  empty: string;
  emptyIcon: ReactNode;
  children: (rows: T[]) => ReactNode;
}) {
  if (result.isPending) {
    return (
      <div className="flex flex-col gap-2" aria-busy="true" aria-label="Cargando">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-20 animate-pulse rounded-2xl bg-base-200" />
        ))}
      </div>
    );
  }
  if (result.isError) return <ErrorState message={toAppError(result.error).message} onRetry={() => void result.refetch()} />;
  if (result.data.length === 0) return <EmptyState icon={emptyIcon} message={empty} />;
  return <>{children(result.data)}</>;
}

const item = 'flex flex-col gap-1 rounded-2xl border border-base-300 p-4 hover:border-primary transition-colors duration-150';

export function PostList({ posts }: { posts: ProfilePost[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {posts.map((p) => (
        <li key={p.id} className={item}>
          <Link to="/post/$id" params={{ id: String(p.id) }} className="font-semibold hover:underline underline-offset-2">
            {p.title}
          </Link>
          <p className="text-sm text-base-content/80">
            {p.community ? (
              <Link to="/communities/$id" params={{ id: String(p.community.id) }} className="hover:underline">
                {p.community.name}
              </Link>
            ) : null}{' '}
            · {formatRelativeTime(p.created_at)}
          </p>
          <p className="flex gap-4 text-sm text-base-content/80 tabular-nums">
            <span className="inline-flex items-center gap-1">
              <ArrowBigUp size={16} aria-hidden="true" />
              {p.upvotes - p.downvotes} <span className="sr-only">puntos</span>
            </span>
            <span className="inline-flex items-center gap-1">
              <MessageSquare size={16} aria-hidden="true" />
              {p.comments_count} <span className="sr-only">comentarios</span>
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}

export function CourseList({ courses }: { courses: MyCourse[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {courses.map((c) => (
        <li key={c.id} className={item}>
          <Link to="/courses/$id" params={{ id: String(c.id) }} className="font-semibold hover:underline underline-offset-2">
            {c.title}
          </Link>
          <p className="text-sm text-base-content/80 line-clamp-2">{c.description}</p>
          <p className="text-xs text-base-content/80">
            {c.instructor_name} · {c.level} · {c.duration}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function CommunityList({ communities }: { communities: MyCommunity[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {communities.map((c) => (
        <li key={c.id} className={item}>
          <Link to="/communities/$id" params={{ id: String(c.id) }} className="font-semibold hover:underline underline-offset-2">
            {c.name}
          </Link>
          <p className="text-sm text-base-content/80 line-clamp-2">{c.description}</p>
          <p className="text-xs text-base-content/80 tabular-nums">
            {formatCount(c.members_count)} miembros · {formatCount(c.posts_count)} publicaciones
          </p>
        </li>
      ))}
    </ul>
  );
}
